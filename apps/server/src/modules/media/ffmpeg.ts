import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);
// Debian's ffmpeg and ffprobe; slow work (GIFs) runs in the job queue, never in a request.
const TIMEOUT_MS = 120_000;

export interface Probe {
  format: string;
  codec: string;
  durationMs: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** Container by magic number: ISO media (mp4, mov, m4v: 'ftyp' at byte 4) or Matroska/WebM (EBML). */
export async function sniffVideo(path: string): Promise<'mp4' | 'webm' | null> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(12);
    await handle.read(head, 0, 12, 0);
    if (head.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
    if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'webm';
    return null;
  } finally {
    await handle.close();
  }
}

interface ProbeJson {
  format?: { duration?: string; format_name?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
}

/** Duration, size and codec from ffprobe; a phone's rotation (90°/270°) swaps width and height. */
export async function probe(path: string): Promise<Probe | null> {
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      { timeout: 30_000, maxBuffer: 4 * 1024 * 1024 },
    );
    const data = JSON.parse(stdout) as ProbeJson;
    const video = data.streams?.find((s) => s.codec_type === 'video');
    if (!video?.width || !video.height) return null;
    const rotation =
      Math.abs(
        Number(video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0),
      ) % 180;
    const seconds = Number(data.format?.duration ?? video.duration ?? 0);
    return {
      format: data.format?.format_name ?? '',
      codec: video.codec_name ?? '',
      durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0,
      width: rotation === 90 ? video.height : video.width,
      height: rotation === 90 ? video.width : video.height,
      hasAudio: data.streams?.some((s) => s.codec_type === 'audio') ?? false,
    };
  } catch {
    return null;
  }
}

/** Copies the streams into a fresh container without metadata (a phone's GPS position lives there). */
export async function remuxClean(input: string, output: string, container: 'mp4' | 'webm'): Promise<void> {
  await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-i',
      input,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-c',
      'copy',
      '-map_metadata',
      '-1',
      '-map_chapters',
      '-1',
      ...(container === 'mp4' ? ['-movflags', '+faststart'] : []),
      output,
    ],
    { timeout: TIMEOUT_MS },
  );
}

/** One frame as JPEG, from `atSeconds` in. */
export async function coverFrame(input: string, output: string, atSeconds: number): Promise<void> {
  await run(
    'ffmpeg',
    ['-v', 'error', '-y', '-ss', atSeconds.toFixed(2), '-i', input, '-frames:v', '1', '-q:v', '3', output],
    {
      timeout: TIMEOUT_MS,
    },
  );
}

/** A looping GIF of a segment, with a palette made for it. */
export async function makeGif(
  input: string,
  output: string,
  o: { start: number; duration: number; width: number; fps: number },
) {
  const filter = `fps=${o.fps},scale=${o.width}:-2:flags=lanczos,split[a][b];[a]palettegen=max_colors=128[p];[b][p]paletteuse`;
  await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-ss',
      String(o.start),
      '-t',
      String(o.duration),
      '-i',
      input,
      '-vf',
      filter,
      '-loop',
      '0',
      output,
    ],
    { timeout: TIMEOUT_MS },
  );
}
