import { authorize } from '../../platform/auth/access-policy.ts';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import { variantPrefix } from '../../platform/http/media-routes.ts';
import { keyOfMediaUrl } from '../../platform/media/media-store.ts';
import { showsMedia } from '../community/index.ts';
import { isAvatarFile } from '../identity/index.ts';
import { averageColor } from './image-pipeline.ts';
import {
  findMediaById,
  findMediaByKey,
  findMediaByPublicId,
  markMediaDeleted,
  setAverageColor,
} from './media-repository.ts';

/** A stored file by its id, for the signed upload form (signed-upload-route.ts). */
export const mediaFileById = (app: AppContext, id: number) => findMediaById(app.db, id);

/** A user deletes only their own files, and not while published content still shows them. */
export async function deleteFile(
  app: AppContext,
  me: SessionUser,
  input: { fileId?: string | undefined; url?: string | undefined },
) {
  const key = input.url ? keyOfMediaUrl(input.url) : null;
  const m = input.fileId
    ? await findMediaByPublicId(app.db, input.fileId)
    : key
      ? await findMediaByKey(app.db, key)
      : undefined;
  if (!m) throw notFound();
  authorize(me, 'delete', { kind: 'upload', ownerId: m.owner_id });
  if (await isInUse(app, me.id, m)) throw refuse('文件正在被已发布的内容使用，不能删除');
  await markMediaDeleted(app.db, m.id);
  await Promise.all([
    app.media.remove(m.storage_key),
    m.cover_key ? app.media.remove(m.cover_key) : Promise.resolve(),
    app.media.removePrefix(variantPrefix(m.storage_key)),
  ]);
  return {};
}

/** Only our own stored images: the server never fetches an address it did not issue. */
export async function imageAverageColor(app: AppContext, url: string) {
  const key = keyOfMediaUrl(url);
  const m = key ? await findMediaByKey(app.db, key) : undefined;
  if (!key || !m || m.kind !== 'image') throw notFound();
  // Worked out once at upload; only older rows without it are read and measured now.
  const known = m.average_color && /^#[0-9a-f]{6}$/i.test(m.average_color) ? m.average_color : null;
  if (known) {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(known.slice(i, i + 2), 16)) as [number, number, number];
    return { url: app.media.urlOf(key), color: known, rgb: { r, g, b } };
  }
  const stored = await app.media.read(key);
  if (!stored) throw notFound();
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  const { color, rgb } = await averageColor(Buffer.concat(chunks));
  if (m.average_color !== color) await setAverageColor(app.db, m.id, color);
  return { url: app.media.urlOf(key), color, rgb };
}

/** Whether the owner's avatar is this image, or any of their published content shows it (asked of identity and community). */
async function isInUse(
  app: AppContext,
  ownerId: number,
  media: { id: number; public_id: string; kind: string; storage_key: string },
): Promise<boolean> {
  if (media.kind === 'image' && (await isAvatarFile(app.db, ownerId, media.storage_key))) return true;
  return showsMedia(app.db, ownerId, { id: media.id, publicId: media.public_id, kind: media.kind });
}
