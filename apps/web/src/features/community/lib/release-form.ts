import { TEXT_LIMITS, textLength } from '@app/rules';
import type { ReleaseDraft } from './release-draft';

// What decides whether a post may go: the limits of docs/product/shell.md (a Chinese character counts 2),
// something to say or show, and no picture still uploading or failed.

export type ReleaseBlocker = 'empty' | 'textTooLong' | 'titleTooLong' | 'uploading' | 'uploadFailed' | null;

export type ReleaseCheck = {
  textLength: number;
  titleLength: number;
  textOver: boolean;
  titleOver: boolean;
  blocker: ReleaseBlocker;
};

export function checkRelease(
  draft: Pick<ReleaseDraft, 'title' | 'text' | 'video'>,
  media: { images: number; busy: boolean; failed: boolean },
): ReleaseCheck {
  const textLen = textLength(draft.text);
  const titleLen = textLength(draft.title);
  const textOver = textLen > TEXT_LIMITS.dynamic;
  const titleOver = titleLen > TEXT_LIMITS.title;
  let blocker: ReleaseBlocker = null;
  if (textOver) blocker = 'textTooLong';
  else if (titleOver) blocker = 'titleTooLong';
  else if (media.busy) blocker = 'uploading';
  else if (media.failed) blocker = 'uploadFailed';
  else if (draft.text.trim() === '' && media.images === 0 && !draft.video) blocker = 'empty';
  return { textLength: textLen, titleLength: titleLen, textOver, titleOver, blocker };
}

export type PublishPayload = {
  type: 'dynamic';
  title?: string;
  text: string;
  images?: string[];
  videoId?: string;
  topicId?: string;
  placeName?: string;
  poiId?: string;
  destinationId?: string;
};

/** The publish request for a draft: blanks left out, pictures by their file ids. */
export function publishPayload(draft: ReleaseDraft, imageIds: readonly string[]): PublishPayload {
  const title = draft.title.trim();
  const place = draft.placeName.trim();
  return {
    type: 'dynamic',
    text: draft.text.trim(),
    ...(title ? { title } : {}),
    ...(draft.video ? { videoId: draft.video.videoId } : imageIds.length ? { images: [...imageIds] } : {}),
    ...(draft.topic ? { topicId: draft.topic.id } : {}),
    ...(place ? { placeName: place } : {}),
    ...(place && draft.poiId ? { poiId: draft.poiId } : {}),
    ...(place && draft.destinationId ? { destinationId: draft.destinationId } : {}),
  };
}

export type FilterItem = { kind: 'title' | 'text'; content: string };

/** What the content filter is asked about: the title and the text, when they say something. */
export function filterItems(draft: Pick<ReleaseDraft, 'title' | 'text'>): FilterItem[] {
  const items: FilterItem[] = [];
  if (draft.title.trim()) items.push({ kind: 'title', content: draft.title.trim() });
  if (draft.text.trim()) items.push({ kind: 'text', content: draft.text.trim() });
  return items;
}

/** A stable key of what was checked, so a verdict is shown only for the words it was given. */
export const filterKey = (items: readonly FilterItem[]) => JSON.stringify(items);
