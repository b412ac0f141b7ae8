import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ImageRef } from '../../platform/db/schema.ts';
import { refuse } from '../../platform/http/app-error.ts';
import { keyOfMediaUrl } from '../../platform/media/media-store.ts';
import { findGrantForKey } from './grant-repository.ts';
import { findMediaByPublicId, findOwnImages } from './media-repository.ts';
import { storeImage } from './upload-service.ts';

const notOwn = () => refuse('图片无效：只能使用你自己上传的图片');
const isPublicId = (ref: string) => /^f[\w-]{4,39}$/.test(ref);

/** An S3 object the user posted straight to the bucket under one of their grants: checked and stored now. */
async function ingestGrantObject(app: AppContext, me: SessionUser, key: string): Promise<string> {
  const grant = await findGrantForKey(app.db, me.id, key);
  if (!grant || grant.kind !== 'image' || app.media.kind !== 's3') throw notOwn();
  const raw = await app.media.read(key);
  if (!raw) throw notOwn();
  const chunks: Buffer[] = [];
  for await (const chunk of raw.stream) chunks.push(chunk as Buffer);
  const stored = await storeImage(app, me, Buffer.concat(chunks), key.split('/').at(-1) ?? '');
  // The unchecked original never stays: only the re-encoded copy is kept.
  await app.media.remove(key);
  return stored.fileId;
}

/**
 * Images for a publish request: file ids or URLs of files this user uploaded. Whatever was sent, the stored
 * reference is our own address for our own file: an address we did not issue never reaches content.
 */
export async function resolveOwnImages(app: AppContext, me: SessionUser, refs: string[]): Promise<ImageRef[]> {
  const ids: string[] = [];
  for (const ref of [...new Set(refs.map((r) => r.trim()))]) {
    if (isPublicId(ref)) {
      ids.push(ref);
      continue;
    }
    const key = keyOfMediaUrl(ref);
    if (!key) throw notOwn();
    if (key.startsWith('incoming/')) ids.push(await ingestGrantObject(app, me, key));
    else ids.push(`key:${key}`);
  }
  const keys = ids.filter((i) => i.startsWith('key:')).map((i) => i.slice(4));
  const rows = await findOwnImages(
    app.db,
    me.id,
    ids.filter((i) => !i.startsWith('key:')),
    keys,
  );
  return ids.map((ref) => {
    const row = rows.find((r) => (ref.startsWith('key:') ? r.storage_key === ref.slice(4) : r.public_id === ref));
    if (!row) throw notOwn();
    return {
      url: app.media.urlOf(row.storage_key),
      width: row.width ?? 0,
      height: row.height ?? 0,
      ...(row.average_color ? { color: row.average_color } : {}),
      fileId: row.public_id,
    };
  });
}

export async function resolveOwnVideo(app: AppContext, me: SessionUser, videoId: string) {
  const m = await findMediaByPublicId(app.db, videoId);
  if (!m || m.kind !== 'video' || m.owner_id !== me.id) throw refuse('视频无效：只能使用你自己上传的视频');
  if (m.status !== 'ready') throw refuse('视频还在上传中，请稍后再发布');
  return m;
}
