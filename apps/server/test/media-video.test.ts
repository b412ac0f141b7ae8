import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, upload } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Videos: probed with ffprobe, remuxed without metadata, a cover frame, range playback, the signed upload flow
// of queryVideoUrl, and GIFs made by ffmpeg in the job queue.

const run = promisify(execFile);
let t: TestApp;
let dir: string;
let clip: Buffer;
beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_MS: '100' } });
  dir = await mkdtemp(join(tmpdir(), 'video-test-'));
  const path = join(dir, 'clip.mp4');
  // Two seconds of test pattern, with a phone-style GPS location in the container's metadata.
  await run('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x120:rate=15',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-metadata',
    'location=+30.2500+120.1667/',
    '-metadata',
    'title=secret-trip',
    path,
  ]);
  clip = await readFile(path);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const VIDEO_UPLOAD = '/api/ls/service/v1/updaload/updateFile';

async function probeTags(bytes: Buffer): Promise<Record<string, string>> {
  const path = join(dir, `probe-${Math.random()}.mp4`);
  await writeFile(path, bytes);
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', path]);
  return (JSON.parse(stdout) as { format: { tags?: Record<string, string> } }).format.tags ?? {};
}

describe('video uploads', () => {
  let me: { token: string; userId: number; userCode: string };
  let video: {
    videoId: string;
    playURL: string;
    coverURL: string;
    duration: number;
    width: number;
    height: number;
    videoType: string;
  };
  beforeAll(async () => {
    me = await t.login();
  });

  it('probe duration and size, and keep no location metadata', async () => {
    expect(Object.keys(await probeTags(clip))).toEqual(expect.arrayContaining(['location', 'title']));
    const answer = await upload(t, me.token, clip, 'clip.mp4', VIDEO_UPLOAD);
    expect(answer.json.code).toBe(0);
    video = answer.json.body;
    expect(video).toMatchObject({ videoType: 'mp4', width: 160, height: 120 });
    expect(video.duration).toBeCloseTo(2, 0);
    const stored = Buffer.from(await (await t.get(video.playURL)).arrayBuffer());
    const tags = await probeTags(stored);
    expect(tags.location).toBeUndefined();
    expect(tags.title).toBeUndefined();
    const cover = await t.get(video.coverURL);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
  });

  it('play with range requests', async () => {
    const res = await fetch(`${t.url}${video.playURL}`, { headers: { range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });

  it('answer play info to anyone and the original’s info to its owner only', async () => {
    expect(await ok(t.post('/api/ls/service/v1/updaload/queryVideoPlayUrl', { videoId: video.videoId }))).toEqual(
      video,
    );
    const info = await ok(
      t.post('/api/ls/service/v1/updaload/getMezzanineInfo', { videoId: video.videoId }, { token: me.token }),
    );
    expect(info).toMatchObject({
      videoId: video.videoId,
      codec: 'h264',
      width: 160,
      height: 120,
      fileName: 'clip.mp4',
    });
    const other = await t.login();
    expect(
      (await t.post('/api/ls/service/v1/updaload/getMezzanineInfo', { videoId: video.videoId }, { token: other.token }))
        .json.code,
    ).toBe(403);
  });

  it('publish a dynamic with the video', async () => {
    const { id } = await ok(
      t.post(
        '/api/service/content/v1/pvt/publish',
        { type: 'dynamic', text: '视频动态', videoId: video.videoId },
        { token: me.token },
      ),
    );
    const detail = await ok(t.post('/api/content/v1/pub/queryDetail', { id }));
    expect(detail.video).toEqual(video);
    const other = await t.login();
    expect(
      (
        await t.post(
          '/api/service/content/v1/pvt/publish',
          { type: 'dynamic', text: '借视频', videoId: video.videoId },
          { token: other.token },
        )
      ).json.code,
    ).toBe(1);
  });

  it('turn a segment into a GIF in the job queue', async () => {
    const queued = await ok(
      t.post(
        '/api/ls/service/v1/video/convertGif',
        { videoId: video.videoId, start: 0.5, duration: 1, width: 120 },
        { token: me.token },
      ),
    );
    expect(queued).toMatchObject({ status: 'queued', gifURL: null });
    let state = queued;
    for (let i = 0; i < 100 && state.status !== 'done' && state.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      state = await ok(t.post('/api/ls/service/v1/video/convertGif', { jobId: queued.jobId }, { token: me.token }));
    }
    expect(state.status).toBe('done');
    const gif = Buffer.from(await (await t.get(state.gifURL)).arrayBuffer());
    expect(gif.toString('latin1', 0, 6)).toBe('GIF89a');
    const other = await t.login();
    expect(
      (await t.post('/api/ls/service/v1/video/convertGif', { jobId: queued.jobId }, { token: other.token })).json.code,
    ).toBe(403);
  });

  it('refuse a file that is not a video', async () => {
    const answer = await upload(t, me.token, Buffer.from('not a video at all'), 'x.mp4', VIDEO_UPLOAD);
    expect(answer.json).toEqual({ code: 1, msg: '文件不是视频：仅支持 MP4、MOV、WebM 格式', body: null });
  });

  it('upload through a signed form started by queryVideoUrl', async () => {
    const started = await ok(
      t.post(
        '/api/ls/service/v1/updaload/queryVideoUrl',
        { fileName: 'trip.mp4', fileSize: clip.length },
        { token: me.token },
      ),
    );
    expect(started).toMatchObject({
      status: 'pending',
      play: null,
      upload: { provider: 'local', uploadUrl: '/media/upload' },
    });
    const refreshed = await ok(
      t.post('/api/ls/service/v1/updaload/refreshVideoUrl', { videoId: started.videoId }, { token: me.token }),
    );
    const form = new FormData();
    for (const [k, v] of Object.entries(refreshed.upload.fields as Record<string, string>)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(clip)]), 'trip.mp4');
    const posted = (await (await fetch(`${t.url}/media/upload`, { method: 'POST', body: form })).json()) as {
      code: number;
      body: { videoId: string };
    };
    expect(posted.code).toBe(0);
    expect(posted.body.videoId).toBe(started.videoId);
    const state = await ok(
      t.post('/api/ls/service/v1/updaload/queryVideoUrl', { videoId: started.videoId }, { token: me.token }),
    );
    expect(state).toMatchObject({ status: 'ready', upload: null, play: { width: 160, height: 120 } });
  });
});
