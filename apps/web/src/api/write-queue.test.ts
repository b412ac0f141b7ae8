import { describe, expect, it } from 'vitest';
import { addWrite, dropWrite, newWriteId, readWrites, type QueuedWrite } from './write-queue';

const write = (target: string, id = newWriteId()): QueuedWrite => ({
  id,
  path: '/api/socialcontact/v1/vote/like',
  payload: { targetType: 'content', targetId: '1', like: true },
  key: newWriteId(),
  label: '点赞',
  target,
  at: 1,
});

describe('the queue of writes made offline', () => {
  it('keeps writes in order and drops one by id', () => {
    const a = write('like:content:1');
    const b = write('collect:content:1');
    const queue = addWrite(addWrite([], a), b);
    expect(queue.map((w) => w.id)).toEqual([a.id, b.id]);
    expect(dropWrite(queue, a.id)).toEqual([b]);
  });

  it('sends only the last wish for one target, but every comment', () => {
    const like = write('like:content:1');
    const unlike = write('like:content:1');
    expect(addWrite([like], unlike)).toEqual([unlike]);
    const c1 = write('comment:content:1');
    const c2 = write('comment:content:1');
    expect(addWrite([c1], c2)).toEqual([c1, c2]);
  });

  it('reads what it stored, and nothing from garbage', () => {
    const a = write('like:content:1');
    expect(readWrites(JSON.stringify([a]))).toEqual([a]);
    expect(readWrites('not json')).toEqual([]);
    expect(readWrites('{"id":1}')).toEqual([]);
    expect(readWrites(JSON.stringify([{ id: 1 }, a]))).toEqual([a]);
    expect(readWrites(null)).toEqual([]);
  });

  it('makes keys the server accepts, each its own', () => {
    const k = newWriteId();
    expect(k).toMatch(/^[\x21\x23-\x7e]{1,255}$/);
    expect(newWriteId()).not.toBe(k);
  });
});
