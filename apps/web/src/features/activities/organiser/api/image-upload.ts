import type { uploadFileResponse } from '@app/contract';
import { uploadFile } from '../../../../api/upload';
import type { Out } from './contract-types';

// A cover or a block's picture goes up through the shared multipart path; the server takes its file id.

export type UploadedImage = Out<typeof uploadFileResponse>;

export function uploadActivityImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name || 'image');
  return uploadFile(form, { toast: false, intent: file });
}
