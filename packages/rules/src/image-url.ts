// On-demand resizing applies only to images our own storage issued (served under /media/); anyone else's
// server would ignore or misread our parameters, and data:/blob: URLs have no query at all.

export type ImageFit = 'fill' | 'cover' | 'contain' | 'inside' | 'outside';

export const IMAGE_DEFAULTS = { quality: 80, fit: 'fill', width: 750 } as const satisfies {
  quality: number;
  fit: ImageFit;
  width: number;
};

export const MEDIA_PATH_PREFIX = '/media/';
/** The widths a srcset of our media offers: ones the server keeps variants of (it snaps others to the nearest). */
export const MEDIA_SRCSET_WIDTHS = [240, 375, 480, 750] as const;
/** Parameters this module owns; existing ones are replaced, never duplicated. */
export const IMAGE_PARAMS = ['w', 'h', 'q', 'fit'] as const;

export type ImageUrlOptions = {
  width?: number;
  height?: number;
  quality?: number;
  mode?: ImageFit;
  /** Origins that also count as ours for absolute URLs (e.g. 'https://m.example.com'); root-relative always does. */
  ownOrigins?: readonly string[];
};

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Path part of a root-relative URL or of an absolute URL on one of our origins; null when not ours. */
function ownPath(url: string, ownOrigins: readonly string[]): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (!SCHEME.test(url)) return null;
  const origin = originOf(url);
  if (!origin || origin === 'null') return null;
  const own = ownOrigins.map(originOf).filter((o): o is string => o !== null && o !== 'null');
  if (!own.includes(origin)) return null;
  return new URL(url).pathname;
}

const positiveInt = (n: number | undefined, fallback: number | undefined): number | undefined =>
  n !== undefined && Number.isFinite(n) && n > 0 ? Math.round(n) : fallback;

export function isOwnMediaUrl(url: string, ownOrigins: readonly string[] = []): boolean {
  const path = ownPath(url.trim(), ownOrigins);
  return path !== null && path.startsWith(MEDIA_PATH_PREFIX);
}

/**
 * Appends w, q, fit (and h) to our own /media/ URLs; anything else comes back untouched.
 * Existing query parameters and the #hash are kept in place; stale w/h/q/fit are replaced.
 * Out-of-range numbers fall back to the defaults (quality is clamped to 1-100).
 */
export function processImageUrl(url: string, options: ImageUrlOptions = {}): string {
  if (typeof url !== 'string' || url.trim() === '') return url;
  const trimmed = url.trim();
  if (!isOwnMediaUrl(trimmed, options.ownOrigins)) return url;

  const width = positiveInt(options.width, IMAGE_DEFAULTS.width);
  const height = positiveInt(options.height, undefined);
  const quality = Math.min(100, positiveInt(options.quality, IMAGE_DEFAULTS.quality) ?? IMAGE_DEFAULTS.quality);
  const fit = options.mode ?? IMAGE_DEFAULTS.fit;

  const hashAt = trimmed.indexOf('#');
  const hash = hashAt >= 0 ? trimmed.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? trimmed.slice(0, hashAt) : trimmed;
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '';

  const owned: readonly string[] = IMAGE_PARAMS;
  // Other parameters are kept byte for byte (a signed URL must not be re-encoded).
  const kept = query.split('&').filter((pair) => pair !== '' && !owned.includes(pair.split('=')[0] ?? ''));
  const ours = [`w=${width}`, ...(height !== undefined ? [`h=${height}`] : []), `q=${quality}`, `fit=${fit}`];
  return `${base}?${[...kept, ...ours].join('&')}${hash}`;
}
