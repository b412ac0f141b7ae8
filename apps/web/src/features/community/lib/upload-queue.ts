import { MAX_IMAGES, type DraftImage } from './release-draft';

// The pictures of a post being written, as a queue: each picked file waits, uploads (a few at a time, with
// its progress), then holds the server's answer, or fails and may be retried. Pure, so the rules are tested
// without a browser; use-upload-queue.ts runs the uploads.

export const UPLOAD_CONCURRENCY = 3;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export type UploadItem = {
  key: string;
  status: UploadStatus;
  /** 0 to 1, never going back while an upload runs. */
  progress: number;
  /** A local object URL while uploading, the stored image's address once done. */
  previewUrl: string;
  result: DraftImage | null;
  error: string | null;
};

export type QueueAction =
  | { type: 'add'; items: { key: string; previewUrl: string }[] }
  | { type: 'restore'; images: DraftImage[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'done'; key: string; result: DraftImage }
  | { type: 'fail'; key: string; error: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; offset: -1 | 1 }
  | { type: 'clear' };

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

function update(items: UploadItem[], key: string, change: (item: UploadItem) => UploadItem | null): UploadItem[] {
  let changed = false;
  const out = items.map((item) => {
    if (item.key !== key) return item;
    const next = change(item);
    if (!next || next === item) return item;
    changed = true;
    return next;
  });
  return changed ? out : items;
}

export function remainingSlots(items: readonly UploadItem[], max = MAX_IMAGES): number {
  return Math.max(0, max - items.length);
}

export function queueReducer(items: UploadItem[], action: QueueAction): UploadItem[] {
  switch (action.type) {
    case 'add': {
      const room = remainingSlots(items);
      const added = action.items.slice(0, room).map((i): UploadItem => ({
        key: i.key,
        status: 'queued',
        progress: 0,
        previewUrl: i.previewUrl,
        result: null,
        error: null,
      }));
      return added.length ? [...items, ...added] : items;
    }
    case 'restore':
      return action.images.slice(0, MAX_IMAGES).map((image) => ({
        key: `stored:${image.fileId}`,
        status: 'done',
        progress: 1,
        previewUrl: image.url,
        result: image,
        error: null,
      }));
    case 'start':
      return update(items, action.key, (i) =>
        i.status === 'queued' ? { ...i, status: 'uploading', progress: 0 } : null,
      );
    case 'progress':
      return update(items, action.key, (i) => {
        const progress = clamp01(action.fraction);
        return i.status === 'uploading' && progress > i.progress ? { ...i, progress } : null;
      });
    case 'done':
      return update(items, action.key, (i) =>
        i.status === 'uploading' ? { ...i, status: 'done', progress: 1, result: action.result, error: null } : null,
      );
    case 'fail':
      return update(items, action.key, (i) =>
        i.status === 'uploading' || i.status === 'queued' ? { ...i, status: 'failed', error: action.error } : null,
      );
    case 'retry':
      return update(items, action.key, (i) =>
        i.status === 'failed' ? { ...i, status: 'queued', progress: 0, error: null } : null,
      );
    case 'remove': {
      const out = items.filter((i) => i.key !== action.key);
      return out.length === items.length ? items : out;
    }
    case 'move': {
      const from = items.findIndex((i) => i.key === action.key);
      const to = from + action.offset;
      if (from < 0 || to < 0 || to >= items.length) return items;
      const out = [...items];
      const [moved] = out.splice(from, 1);
      if (moved) out.splice(to, 0, moved);
      return out;
    }
    case 'clear':
      return items.length ? [] : items;
  }
}

/** Queued items that may start now, oldest first, keeping at most `concurrency` uploads running. */
export function nextToStart(items: readonly UploadItem[], concurrency = UPLOAD_CONCURRENCY): string[] {
  const running = items.filter((i) => i.status === 'uploading').length;
  return items
    .filter((i) => i.status === 'queued')
    .slice(0, Math.max(0, concurrency - running))
    .map((i) => i.key);
}

/** The finished pictures, in the order shown: what a post sends and a draft keeps. */
export function doneImages(items: readonly UploadItem[]): DraftImage[] {
  return items.flatMap((i) => (i.status === 'done' && i.result ? [i.result] : []));
}

export const isBusy = (items: readonly UploadItem[]) =>
  items.some((i) => i.status === 'queued' || i.status === 'uploading');
export const hasFailed = (items: readonly UploadItem[]) => items.some((i) => i.status === 'failed');

/** Overall progress of what is still uploading or waiting (0 to 1), for one line of status text. */
export function overallProgress(items: readonly UploadItem[]): number {
  const pending = items.filter((i) => i.status !== 'failed');
  if (pending.length === 0) return 1;
  return pending.reduce((sum, i) => sum + (i.status === 'done' ? 1 : i.progress), 0) / pending.length;
}

export type FileRefusal = 'type' | 'size' | null;

/** Checked before sending: a picture or a video of the right kind within its size (the server checks the bytes). */
export function checkFile(file: { type: string; size: number }, kind: 'image' | 'video'): FileRefusal {
  if (!file.type.startsWith(`${kind}/`)) return 'type';
  if (file.size > (kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES)) return 'size';
  return null;
}
