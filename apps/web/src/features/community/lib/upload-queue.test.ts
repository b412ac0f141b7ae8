import { describe, expect, it } from 'vitest';
import {
  checkFile,
  doneImages,
  isBusy,
  nextToStart,
  overallProgress,
  queueReducer,
  type QueueAction,
  type UploadItem,
} from './upload-queue';

const result = (n: number) => ({ fileId: `f${n}`, url: `/media/u/${n}.jpg`, width: 10, height: 10 });
const run = (actions: QueueAction[], start: UploadItem[] = []) => actions.reduce(queueReducer, start);
const add = (...keys: string[]): QueueAction => ({
  type: 'add',
  items: keys.map((key) => ({ key, previewUrl: `blob:${key}` })),
});

describe('the upload queue', () => {
  it('takes at most 9 pictures, the first picked first', () => {
    const items = run([add('a', 'b', 'c', 'd', 'e'), add('f', 'g', 'h', 'i', 'j', 'k')]);
    expect(items.map((i) => i.key)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });

  it('starts three at a time and the next when one finishes', () => {
    let items = run([add('a', 'b', 'c', 'd', 'e')]);
    expect(nextToStart(items)).toEqual(['a', 'b', 'c']);
    items = run(
      nextToStart(items).map((key): QueueAction => ({ type: 'start', key })),
      items,
    );
    expect(nextToStart(items)).toEqual([]);
    items = run([{ type: 'done', key: 'b', result: result(2) }], items);
    expect(nextToStart(items)).toEqual(['d']);
  });

  it('moves progress forward only, within 0 to 1, and only while uploading', () => {
    let items = run([add('a'), { type: 'progress', key: 'a', fraction: 0.5 }]);
    expect(items[0]?.progress).toBe(0);
    items = run(
      [
        { type: 'start', key: 'a' },
        { type: 'progress', key: 'a', fraction: 0.6 },
        { type: 'progress', key: 'a', fraction: 0.4 },
      ],
      items,
    );
    expect(items[0]?.progress).toBe(0.6);
    items = run([{ type: 'progress', key: 'a', fraction: 7 }], items);
    expect(items[0]?.progress).toBe(1);
  });

  it('fails, retries from zero, and keeps the finished ones in order', () => {
    const items = run([
      add('a', 'b', 'c'),
      { type: 'start', key: 'a' },
      { type: 'start', key: 'b' },
      { type: 'start', key: 'c' },
      { type: 'done', key: 'c', result: result(3) },
      { type: 'fail', key: 'b', error: '网络连接失败' },
      { type: 'done', key: 'a', result: result(1) },
    ]);
    expect(items.map((i) => i.status)).toEqual(['done', 'failed', 'done']);
    expect(doneImages(items).map((i) => i.fileId)).toEqual(['f1', 'f3']);
    expect(isBusy(items)).toBe(false);
    const retried = queueReducer(items, { type: 'retry', key: 'b' });
    expect(retried[1]).toMatchObject({ status: 'queued', progress: 0, error: null });
    expect(isBusy(retried)).toBe(true);
  });

  it('ignores answers for removed or finished items', () => {
    const items = run([add('a'), { type: 'start', key: 'a' }, { type: 'remove', key: 'a' }]);
    expect(run([{ type: 'done', key: 'a', result: result(1) }], items)).toBe(items);
    const done = run([add('b'), { type: 'start', key: 'b' }, { type: 'done', key: 'b', result: result(2) }]);
    expect(queueReducer(done, { type: 'fail', key: 'b', error: 'x' })).toBe(done);
  });

  it('reorders within bounds and restores a draft as finished pictures', () => {
    const items = run([
      { type: 'restore', images: [result(1), result(2)] },
      { type: 'move', key: 'stored:f2', offset: -1 },
    ]);
    expect(doneImages(items).map((i) => i.fileId)).toEqual(['f2', 'f1']);
    expect(queueReducer(items, { type: 'move', key: 'stored:f2', offset: -1 })).toBe(items);
  });

  it('reports overall progress', () => {
    const items = run([add('a', 'b'), { type: 'start', key: 'a' }, { type: 'progress', key: 'a', fraction: 0.5 }]);
    expect(overallProgress(items)).toBe(0.25);
    expect(overallProgress([])).toBe(1);
  });
});

describe('checkFile', () => {
  it('refuses other kinds and files over the limit', () => {
    expect(checkFile({ type: 'image/png', size: 1000 }, 'image')).toBeNull();
    expect(checkFile({ type: 'text/html', size: 10 }, 'image')).toBe('type');
    expect(checkFile({ type: 'image/jpeg', size: 11 * 1024 * 1024 }, 'image')).toBe('size');
    expect(checkFile({ type: 'video/mp4', size: 1000 }, 'video')).toBeNull();
    expect(checkFile({ type: 'image/png', size: 10 }, 'video')).toBe('type');
  });
});
