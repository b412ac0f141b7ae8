import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';
import { AppError, refuse } from '../../platform/http/app-error.ts';
import { cleanImage, IMAGE_EXT, IMAGE_MIME } from './image-pipeline.ts';
import { insertMedia, lockOwnerQuota, usedBytes, type NewMedia } from './media-repository.ts';

export interface Owner {
  id: number;
  userCode: string;
}

const MB = 1024 * 1024;
/** 10 MB, 1.5 MB, 60 KB: sizes as people read them. */
const mb = (n: number) => (n < MB ? `${Math.round(n / 1024)} KB` : `${Math.round((n / MB) * 10) / 10} MB`);

export const newPublicId = () => `f${randomBytes(12).toString('base64url')}`;

/** A storage key under the owner's folder, by month, with a random name. */
export function newKey(owner: Owner, ext: string): string {
  const now = new Date();
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `u/${owner.userCode}/${month}/${randomBytes(12).toString('base64url')}.${ext}`;
}

export const imageTooLarge = (limit: number) => new AppError('tooLarge', `文件过大：图片不能超过 ${mb(limit)}`);
export const videoTooLarge = (limit: number) => new AppError('tooLarge', `文件过大：视频不能超过 ${mb(limit)}`);

const quotaRefusal = (quota: number, used: number) =>
  refuse(`存储空间不足：每位用户最多 ${mb(quota)}，已用 ${mb(used)}，请删除不用的文件后再上传`);

/** Refuses early, before any bytes are stored, when the file cannot fit the owner's quota. */
export async function checkQuota(app: AppContext, ownerId: number, bytes: number): Promise<void> {
  const used = await usedBytes(app.db, ownerId);
  if (used + bytes > app.config.UPLOAD_QUOTA_BYTES) throw quotaRefusal(app.config.UPLOAD_QUOTA_BYTES, used);
}

/**
 * Records stored objects in the database under the owner's quota, checked again under a per-owner lock so
 * parallel uploads cannot overrun it. On any refusal the objects are removed again: nothing stays stored.
 */
export async function recordStored(app: AppContext, keys: string[], media: NewMedia, extraBytes = 0): Promise<number> {
  try {
    return await app.db.transaction().execute(async (trx) => {
      await lockOwnerQuota(trx, media.ownerId);
      const used = await usedBytes(trx, media.ownerId);
      if (used + media.bytes + extraBytes > app.config.UPLOAD_QUOTA_BYTES)
        throw quotaRefusal(app.config.UPLOAD_QUOTA_BYTES, used);
      return insertMedia(trx, media);
    });
  } catch (err) {
    await Promise.all(keys.map((k) => app.media.remove(k).catch(() => {})));
    throw err;
  }
}

/** An uploaded image: checked by its bytes, re-encoded without metadata, stored, counted. */
export async function storeImage(app: AppContext, owner: Owner, bytes: Buffer, originalName: string) {
  if (bytes.length > app.config.UPLOAD_IMAGE_MAX_BYTES) throw imageTooLarge(app.config.UPLOAD_IMAGE_MAX_BYTES);
  const clean = await cleanImage(bytes);
  await checkQuota(app, owner.id, clean.data.length);
  const key = newKey(owner, IMAGE_EXT[clean.format]);
  await app.media.put(key, clean.data, IMAGE_MIME[clean.format]);
  const publicId = newPublicId();
  await recordStored(app, [key], {
    publicId,
    ownerId: owner.id,
    kind: 'image',
    status: 'ready',
    storageKey: key,
    mime: IMAGE_MIME[clean.format],
    bytes: clean.data.length,
    width: clean.width,
    height: clean.height,
    averageColor: clean.color,
    originalName: originalName.slice(0, 200),
  });
  return {
    fileId: publicId,
    url: app.media.urlOf(key),
    width: clean.width,
    height: clean.height,
    color: clean.color,
    bytes: clean.data.length,
  };
}
