// The pictures /viewBigPicture and /saveImgView show: from the navigation state (a screen opening the viewer
// passes its list) or from the address, so a shared link opens the same pictures.

export const MAX_IMAGES = 50;

/** Root-relative or http(s) addresses only: nothing else belongs in an <img> we render from the address. */
export function isShowableImageUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^https?:\/\/[^/\s]+/i.test(url);
}

function clean(list: readonly unknown[]): string[] {
  return list
    .map((v) =>
      typeof v === 'string'
        ? v
        : typeof v === 'object' && v !== null && 'url' in v
          ? (v as { url: unknown }).url
          : null,
    )
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(isShowableImageUrl)
    .slice(0, MAX_IMAGES);
}

function fromUrlsParam(value: string): unknown[] {
  const v = value.trim();
  if (v.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(v);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return v.split(',');
}

export type ImageList = { images: string[]; index: number };

/**
 * State `{ images: (string | { url })[], index? }` wins; else the address: `url` (repeatable) or `urls`
 * (a JSON array or comma-separated), and `index` (0-based). The index is kept within the list.
 */
export function imageListFrom(params: URLSearchParams, state: unknown): ImageList {
  let images: string[] = [];
  let index = Number(params.get('index') ?? 0);
  const s = state as { images?: unknown; index?: unknown } | null;
  if (s && typeof s === 'object' && Array.isArray(s.images)) {
    images = clean(s.images);
    if (s.index !== undefined) index = Number(s.index);
  }
  if (images.length === 0) {
    const urls = params.get('urls');
    images = clean([...params.getAll('url'), ...(urls ? fromUrlsParam(urls) : [])]);
  }
  const max = Math.max(0, images.length - 1);
  index = Number.isInteger(index) ? Math.min(Math.max(index, 0), max) : 0;
  return { images, index };
}
