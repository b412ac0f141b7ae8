import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authorize } from '../../platform/auth/access-policy.ts';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import { enqueueJob, findJob, type Job } from '../../platform/jobs/job-repository.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { makeGif } from './ffmpeg.ts';
import { findUserById } from '../identity/index.ts';
import { findMediaByPublicId } from './media-repository.ts';
import { newKey, newPublicId, recordStored } from './upload-service.ts';
import { ownVideo } from './video-service.ts';

export const GIF_JOB = 'video.gif';

interface GifInput {
  videoId?: string | undefined;
  jobId?: string | undefined;
  start: number;
  duration: number;
  width: number;
  fps: number;
}

const view = (job: {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  result: Record<string, unknown> | null;
  last_error: string | null;
}) => ({
  jobId: String(job.id),
  status: job.status,
  gifURL: typeof job.result?.gifURL === 'string' ? job.result.gifURL : null,
  error: job.status === 'failed' ? '生成 GIF 失败，请换一段视频再试' : null,
});

/** convertGif: with a videoId, queue a conversion; with a jobId, its state (and the GIF when done). */
export async function convertGif(app: AppContext, me: SessionUser, input: GifInput) {
  if (input.jobId !== undefined) {
    const job = /^\d{1,15}$/.test(input.jobId) ? await findJob(app.db, Number(input.jobId)) : undefined;
    if (!job || job.kind !== GIF_JOB) throw notFound();
    authorize(me, 'read', { kind: 'upload', ownerId: job.owner_id });
    return view(job);
  }
  const video = await ownVideo(app, me, input.videoId!);
  if (video.status !== 'ready') throw refuse('视频还没有上传完成');
  if (input.start >= (video.duration_ms ?? 0) / 1000) throw refuse('开始时间超出了视频长度');
  const id = await enqueueJob(
    app.db,
    GIF_JOB,
    { videoId: video.public_id, start: input.start, duration: input.duration, width: input.width, fps: input.fps },
    me.id,
  );
  return { jobId: String(id), status: 'queued' as const, gifURL: null, error: null };
}

/** The worker's half: ffmpeg turns the segment into a GIF, stored as the owner's image. */
export const gifJob: JobHandler = async (app: AppContext, job: Job) => {
  const p = job.payload as { videoId: string; start: number; duration: number; width: number; fps: number };
  const video = await findMediaByPublicId(app.db, p.videoId);
  if (!video || video.status !== 'ready' || video.owner_id !== job.owner_id) throw new Error('video is gone');
  const user = await findUserById(app.db, video.owner_id!);
  if (!user) throw new Error('owner is gone');
  const owner = { id: user.id, userCode: user.user_code };
  const dir = await mkdtemp(join(tmpdir(), 'gif-'));
  try {
    const stored = await app.media.read(video.storage_key);
    if (!stored) throw new Error('video bytes are gone');
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    const source = join(dir, `source.${video.format ?? 'mp4'}`);
    await writeFile(source, Buffer.concat(chunks));
    const out = join(dir, 'out.gif');
    await makeGif(source, out, p);
    const gif = await readFile(out);
    const key = newKey(owner, 'gif');
    await app.media.put(key, gif, 'image/gif');
    const height = Math.round(((video.height ?? p.width) * p.width) / (video.width ?? p.width) / 2) * 2;
    const fileId = newPublicId();
    await recordStored(app, [key], {
      publicId: fileId,
      ownerId: owner.id,
      kind: 'image',
      status: 'ready',
      storageKey: key,
      mime: 'image/gif',
      bytes: gif.length,
      width: p.width,
      height,
      originalName: `${video.original_name || 'video'}.gif`,
    });
    return { gifURL: app.media.urlOf(key), fileId };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export const mediaJobs: Record<string, JobHandler> = { [GIF_JOB]: gifJob };
