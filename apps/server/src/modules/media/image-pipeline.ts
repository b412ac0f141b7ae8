import { refuse } from '../../platform/http/app-error.ts';
import { loadSharp } from '../../platform/media/load-sharp.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const IMAGE_EXT: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
export const IMAGE_MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** What the first bytes say the file is; a name or a declared type proves nothing. */
export function sniffImage(b: Buffer): ImageFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b.length >= 6 && (b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a'))
    return 'gif';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface CleanImage {
  data: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
  color: string;
}

const MAX_PIXELS = 50_000_000;
const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

export const toColor = (r: number, g: number, b: number) => `#${hex(r)}${hex(g)}${hex(b)}`;

/** The mean colour of an image, for placeholders while it loads. */
export async function averageColor(
  bytes: Buffer,
): Promise<{ color: string; rgb: { r: number; g: number; b: number } }> {
  const sharp = await loadSharp();
  const { channels } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).stats();
  const [r, g, b] = [
    channels[0]?.mean ?? 0,
    channels[1]?.mean ?? channels[0]?.mean ?? 0,
    channels[2]?.mean ?? channels[0]?.mean ?? 0,
  ];
  return { color: toColor(r, g, b), rgb: { r: Math.round(r), g: Math.round(g), b: Math.round(b) } };
}

/**
 * Checks an upload is an image by its bytes (magic number, then a full decode) and re-encodes it. The re-encode
 * keeps no metadata (sharp writes none unless asked): EXIF, GPS, XMP and comments are gone; orientation is applied.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  const format = sniffImage(bytes);
  if (!format) throw refuse('文件不是图片：仅支持 JPG、PNG、WebP、GIF 格式');
  const options = {
    limitInputPixels: MAX_PIXELS,
    failOn: 'error' as const,
    animated: format === 'gif' || format === 'webp',
  };
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, options).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    let pipeline = sharp(bytes, options).rotate();
    if (format === 'jpeg') pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
    else if (format === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
    else if (format === 'webp') pipeline = pipeline.webp({ quality: 85 });
    else pipeline = pipeline.gif();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const { color } = await averageColor(data);
    return { data, format, width: info.width, height: info.pageHeight ?? info.height, color };
  } catch {
    throw refuse('图片已损坏或无法识别，请换一张');
  }
}
