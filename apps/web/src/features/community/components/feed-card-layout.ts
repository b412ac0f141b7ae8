import { textLength } from '@app/rules';
import { coverRatio } from '../../../ui/waterfall-layout';
import type { FeedImage, FeedRow } from '../api/pub-list';

// Card geometry of the 375 design, in px: column width, caption padding, title line height, author row.
const COLUMN_PX = 176;
const CAPTION_FIXED_PX = 46;
const TITLE_LINE_PX = 20;
/** Text-length units (a Chinese character counts 2) that fit on one title line of a column. */
const TITLE_UNITS_PER_LINE = 22;
/** Cards without a picture show their text on a tinted square. */
export const TEXT_COVER_RATIO = 1;

/** The title, or the first non-empty line of the text. */
export function cardTitle(row: Pick<FeedRow, 'title' | 'text'>): string {
  const title = row.title.trim();
  if (title) return title;
  return (
    row.text
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

/** The picture a card shows: the first image, else a video's cover. */
export function cardCover(row: Pick<FeedRow, 'images' | 'video'>): FeedImage | undefined {
  const v = row.video;
  return row.images[0] ?? (v?.coverURL ? { url: v.coverURL, width: v.width, height: v.height } : undefined);
}

export function cardCoverRatio(row: Pick<FeedRow, 'images' | 'video'>): number {
  const cover = cardCover(row);
  return cover ? coverRatio(cover.width, cover.height) : TEXT_COVER_RATIO;
}

/** Estimated card height in column widths: the cover's ratio plus the caption, for balancing the waterfall. */
export function estimateCardHeight(row: FeedRow): number {
  const title = cardTitle(row);
  const lines = title === '' ? 0 : textLength(title) > TITLE_UNITS_PER_LINE ? 2 : 1;
  return cardCoverRatio(row) + (CAPTION_FIXED_PX + lines * TITLE_LINE_PX) / COLUMN_PX;
}
