import { isApiError } from '../../../api/api-error';
import { common } from '../../../lib/messages';
import { failureMessage } from '../../../api/http';
import { uploadFile, type UPLOAD_PATH } from '../../../api/upload';
import type { ApiOutput } from '../../../api/http';
import type { DraftImage } from '../lib/release-draft';

export const VIDEO_UPLOAD_PATH = '/api/ls/service/v1/updaload/updateFile';

export type UploadedFile = ApiOutput<typeof UPLOAD_PATH>;
export type VideoInfo = ApiOutput<typeof VIDEO_UPLOAD_PATH>;

type Options = { onProgress: (fraction: number) => void; signal: AbortSignal };

function form(file: File): FormData {
  const data = new FormData();
  data.append('file', file, file.name || 'upload');
  return data;
}

/** One picture through the multipart path (field `file`); the tile shows the failure, so no toast. */
export async function uploadImage(file: File, options: Options): Promise<DraftImage> {
  const answer = await uploadFile(form(file), { ...options, toast: false, intent: file });
  return {
    fileId: answer.fileId,
    url: answer.url,
    width: answer.width ?? 0,
    height: answer.height ?? 0,
    ...(answer.color ? { color: answer.color } : {}),
  };
}

export function uploadVideo(file: File, options: Options): Promise<VideoInfo> {
  return uploadFile(form(file), { ...options, toast: false, intent: file }, VIDEO_UPLOAD_PATH);
}

/** The words for a failed upload: the server's own (a refused file says why), else the client's. */
export function uploadFailureText(error: unknown): string {
  if (isApiError(error)) {
    const said = (error.body as { msg?: unknown } | undefined)?.msg;
    if (error.code > 0 && typeof said === 'string' && said) return said;
    return failureMessage(error);
  }
  return common.serverFailed;
}
