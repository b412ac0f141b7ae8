import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { VideoInfo } from '@app/contract';
import { authorize } from '../../platform/auth/access-policy.ts';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import { coverFrame, probe, remuxClean, sniffVideo } from './ffmpeg.ts';
import { cleanImage } from './image-pipeline.ts';
import { completeVideo, findMediaByPublicId, insertMedia } from './media-repository.ts';
import { checkQuota, newKey, newPublicId, recordStored, type Owner } from './upload-service.ts';

/** Longest video accepted, in seconds. */
const MAX_SECONDS = 600;
const MIME = { mp4: 'video/mp4', webm: 'video/webm' } as const;

type MediaRow = NonNullable<Awaited<ReturnType<typeof findMediaByPublicId>>>;

export function toVideoInfo(app: AppContext, m: MediaRow): VideoInfo {
  return {
    videoId: m.public_id,
    videoType: m.format ?? 'mp4',
    playURL: app.media.urlOf(m.storage_key),
    coverURL: m.cover_key ? app.media.urlOf(m.cover_key) : '',
    duration: (m.duration_ms ?? 0) / 1000,
    width: m.width ?? 0,
    height: m.height ?? 0,
  };
}

/**
 * A video file on disk (in its own temporary directory): checked by magic number and ffprobe, remuxed without
 * metadata, given a cover frame, stored and counted. `pendingId` fills a video started with queryVideoUrl.
 */
export async function storeVideo(
  app: AppContext,
  owner: Owner,
  dir: string,
  source: string,
  filename: string,
  pending?: { id: number; publicId: string },
): Promise<string> {
  const container = await sniffVideo(source);
  if (!container) throw refuse('文件不是视频：仅支持 MP4、MOV、WebM 格式');
  const facts = await probe(source);
  if (!facts) throw refuse('视频已损坏或无法识别，请换一个');
  if (facts.durationMs > MAX_SECONDS * 1000) throw refuse(`视频不能超过 ${MAX_SECONDS / 60} 分钟`);
  const clean = join(dir, `clean.${container}`);
  const cover = join(dir, 'cover.jpg');
  await remuxClean(source, clean, container);
  await coverFrame(clean, cover, Math.min(1, facts.durationMs / 2000));
  const [videoBytes, coverImage] = await Promise.all([readFile(clean), readFile(cover).then(cleanImage)]);
  await checkQuota(app, owner.id, videoBytes.length + coverImage.data.length);
  const key = newKey(owner, container);
  const coverKey = key.replace(/\.\w+$/, '-cover.jpg');
  await Promise.all([
    app.media.put(key, videoBytes, MIME[container]),
    app.media.put(coverKey, coverImage.data, 'image/jpeg'),
  ]);
  const facts2 = {
    storageKey: key,
    mime: MIME[container],
    bytes: videoBytes.length + coverImage.data.length,
    width: facts.width,
    height: facts.height,
    durationMs: facts.durationMs,
    codec: facts.codec,
    format: container,
    coverKey,
    originalName: filename.slice(0, 200),
  };
  if (pending) {
    await completeVideo(app.db, pending.id, facts2);
    return pending.publicId;
  }
  const publicId = newPublicId();
  await recordStored(app, [key, coverKey], { publicId, ownerId: owner.id, kind: 'video', status: 'ready', ...facts2 });
  return publicId;
}

export async function ownVideo(app: AppContext, me: SessionUser, videoId: string): Promise<MediaRow> {
  const m = await findMediaByPublicId(app.db, videoId);
  if (!m || m.kind !== 'video') throw notFound();
  authorize(me, 'use', { kind: 'upload', ownerId: m.owner_id });
  return m;
}

/** Play info for anyone holding the id: a video that is ready. */
export async function playInfo(app: AppContext, videoId: string): Promise<VideoInfo> {
  const m = await findMediaByPublicId(app.db, videoId);
  if (!m || m.kind !== 'video' || m.status !== 'ready') throw notFound();
  return toVideoInfo(app, m);
}

export async function mezzanineInfo(app: AppContext, me: SessionUser, videoId: string) {
  const m = await ownVideo(app, me, videoId);
  if (m.status !== 'ready') throw refuse('视频还没有上传完成');
  return {
    videoId: m.public_id,
    size: m.bytes,
    format: m.format ?? '',
    codec: m.codec ?? '',
    duration: (m.duration_ms ?? 0) / 1000,
    width: m.width ?? 0,
    height: m.height ?? 0,
    fileName: m.original_name,
    createdAt: new Date(m.created_at).toISOString(),
  };
}

/** A video row waiting for its bytes (queryVideoUrl without an id). */
export async function createPendingVideo(app: AppContext, me: SessionUser, fileName: string, fileSize?: number) {
  if (fileSize !== undefined && fileSize > app.config.UPLOAD_VIDEO_MAX_BYTES) {
    throw refuse(`视频不能超过 ${Math.round(app.config.UPLOAD_VIDEO_MAX_BYTES / 1024 / 1024)} MB`);
  }
  const publicId = newPublicId();
  const id = await insertMedia(app.db, {
    publicId,
    ownerId: me.id,
    kind: 'video',
    status: 'pending',
    storageKey: `pending/${publicId}`,
    mime: 'video/mp4',
    bytes: 0,
    width: null,
    height: null,
    originalName: fileName.slice(0, 200),
  });
  return { id, publicId };
}
