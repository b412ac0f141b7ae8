import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { refuse } from '../../platform/http/app-error.ts';
import { findMediaByPublicId } from './media-repository.ts';
import { issueGrant } from './upload-grants.ts';
import { createPendingVideo, ownVideo, storeVideo, toVideoInfo } from './video-service.ts';

interface Spooled {
  dir: string;
  path: string;
  filename: string;
  cleanup: () => Promise<void>;
}

/** updaload/updateFile: a video posted directly. */
export async function uploadVideo(app: AppContext, me: SessionUser, file: Spooled) {
  try {
    const publicId = await storeVideo(app, me, file.dir, file.path, file.filename);
    return toVideoInfo(app, (await findMediaByPublicId(app.db, publicId))!);
  } finally {
    await file.cleanup();
  }
}

async function state(app: AppContext, me: SessionUser, videoId: string, freshUpload: boolean) {
  const m = await ownVideo(app, me, videoId);
  if (m.status === 'ready') return { videoId, status: 'ready' as const, upload: null, play: toVideoInfo(app, m) };
  return {
    videoId,
    status: 'pending' as const,
    upload: freshUpload ? await issueGrant(app, me, 'video', m.id) : null,
    play: null,
  };
}

/** Without a videoId: a new pending video and its signed upload form; with one: its state. */
export async function queryVideoUrl(
  app: AppContext,
  me: SessionUser,
  input: { videoId?: string | undefined; fileName?: string | undefined; fileSize?: number | undefined },
) {
  if (input.videoId) return state(app, me, input.videoId, false);
  if (app.media.kind === 's3') throw refuse('视频请直接上传（updaload/updateFile）');
  const { id, publicId } = await createPendingVideo(app, me, input.fileName ?? '', input.fileSize);
  return { videoId: publicId, status: 'pending' as const, upload: await issueGrant(app, me, 'video', id), play: null };
}

/** Fresh signed upload form for a pending video; a ready one answers its play info. */
export const refreshVideoUrl = (app: AppContext, me: SessionUser, videoId: string) => state(app, me, videoId, true);
