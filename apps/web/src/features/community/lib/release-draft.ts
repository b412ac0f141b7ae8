import { isShowableImageUrl } from '../../../lib/image-list';

// The publishing draft, kept in localStorage per user so that a reload (or a crash of the WebView) loses
// nothing. Only finished uploads are kept: a file still uploading cannot outlive the page. What is read back
// is checked field by field, since anything may have been written there.

export const DRAFT_VERSION = 1;
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_IMAGES = 9;

export type DraftImage = { fileId: string; url: string; width: number; height: number; color?: string };
export type DraftVideo = {
  videoId: string;
  videoType: string;
  playURL: string;
  coverURL: string;
  duration: number;
  width: number;
  height: number;
};
export type DraftTopic = { id: string; title: string };

export type ReleaseDraft = {
  title: string;
  text: string;
  images: DraftImage[];
  video: DraftVideo | null;
  topic: DraftTopic | null;
  placeName: string;
  /** The POI and destination of a place chosen on /location/basics (null for a typed name). */
  poiId: string | null;
  destinationId: string | null;
};

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const EMPTY_DRAFT: ReleaseDraft = {
  title: '',
  text: '',
  images: [],
  video: null,
  topic: null,
  placeName: '',
  poiId: null,
  destinationId: null,
};

export const draftKey = (userId: string) => `community:release-draft:${userId}`;

export function isDraftEmpty(d: ReleaseDraft): boolean {
  return d.title === '' && d.text === '' && d.images.length === 0 && !d.video && !d.topic && d.placeName === '';
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
const idOf = (v: unknown): string | null => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? v : null);
const obj = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

function readImage(v: unknown): DraftImage | null {
  const o = obj(v);
  if (!o || !str(o.fileId) || !isShowableImageUrl(str(o.url))) return null;
  const image: DraftImage = { fileId: str(o.fileId), url: str(o.url), width: num(o.width), height: num(o.height) };
  if (typeof o.color === 'string' && /^#[0-9a-f]{6}$/i.test(o.color)) image.color = o.color;
  return image;
}

function readVideo(v: unknown): DraftVideo | null {
  const o = obj(v);
  if (!o || !str(o.videoId) || !isShowableImageUrl(str(o.playURL))) return null;
  const cover = str(o.coverURL);
  return {
    videoId: str(o.videoId),
    videoType: str(o.videoType),
    playURL: str(o.playURL),
    coverURL: isShowableImageUrl(cover) ? cover : '',
    duration: num(o.duration),
    width: num(o.width),
    height: num(o.height),
  };
}

function readTopic(v: unknown): DraftTopic | null {
  const o = obj(v);
  return o && str(o.id) && str(o.title) ? { id: str(o.id), title: str(o.title) } : null;
}

/** The stored draft, or null when there is none, it is unreadable, or older than DRAFT_MAX_AGE_MS. */
export function loadDraft(storage: DraftStorage, userId: string, now = Date.now()): ReleaseDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(draftKey(userId));
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const o = obj(parsed);
  if (!o || o.v !== DRAFT_VERSION || now - num(o.savedAt) > DRAFT_MAX_AGE_MS) return null;
  const video = readVideo(o.video);
  const images = video
    ? []
    : (Array.isArray(o.images) ? o.images : [])
        .map(readImage)
        .filter((i): i is DraftImage => i !== null)
        .slice(0, MAX_IMAGES);
  const draft: ReleaseDraft = {
    title: str(o.title),
    text: str(o.text),
    images,
    video,
    topic: readTopic(o.topic),
    placeName: str(o.placeName),
    // Ids only belong to a named place.
    poiId: str(o.placeName) ? idOf(o.poiId) : null,
    destinationId: str(o.placeName) ? idOf(o.destinationId) : null,
  };
  return isDraftEmpty(draft) ? null : draft;
}

/** Stores the draft (an empty one removes it). Storage may be full or disabled: the draft then lives in memory only. */
export function saveDraft(storage: DraftStorage, userId: string, draft: ReleaseDraft, now = Date.now()): void {
  try {
    if (isDraftEmpty(draft)) storage.removeItem(draftKey(userId));
    else storage.setItem(draftKey(userId), JSON.stringify({ v: DRAFT_VERSION, savedAt: now, ...draft }));
  } catch {
    // memory only
  }
}

export function clearDraft(storage: DraftStorage, userId: string): void {
  try {
    storage.removeItem(draftKey(userId));
  } catch {
    // nothing stored
  }
}
