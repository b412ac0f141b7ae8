import { describe, expect, it } from 'vitest';
import { patchContentIn, withCollect, withCommentDelta, withLike, withLikeCount } from './content-patch';

const row = (id: string, liked = false) => ({
  id,
  liked,
  likeCount: 3,
  collected: false,
  collectCount: 1,
  commentCount: 2,
  title: 't',
});

describe('patchContentIn', () => {
  it('patches a detail, a { rows } answer and infinite pages, and collection rows', () => {
    expect(patchContentIn(row('1'), '1', withLike(true))).toMatchObject({ liked: true, likeCount: 4 });
    expect(patchContentIn({ rows: [row('1'), row('2')] }, '2', withCollect(true)).rows[1]).toMatchObject({
      collected: true,
      collectCount: 2,
    });
    const pages = {
      pages: [{ rows: [row('1')], nextCursor: 'c' }, { rows: [{ itemId: '2', content: row('2') }] }],
      pageParams: [null, 'c'],
    };
    const next = patchContentIn(pages, '2', withCommentDelta(1));
    expect(next.pages[1]?.rows[0]).toMatchObject({ itemId: '2', content: { commentCount: 3 } });
    expect(next.pages[0]).toBe(pages.pages[0]);
  });

  it('keeps identity when the row is not there or nothing changes', () => {
    const data = { pages: [{ rows: [row('1')] }], pageParams: [null] };
    expect(patchContentIn(data, '9', withLike(true))).toBe(data);
    const liked = row('1', true);
    expect(patchContentIn(liked, '1', withLike(true))).toBe(liked);
    expect(patchContentIn(undefined, '1', withLike(true))).toBeUndefined();
    const collection = { rows: [{ itemId: '5', content: null }] };
    expect(patchContentIn(collection, '5', withLike(true))).toBe(collection);
  });

  it('never counts below zero, and takes the server count when given', () => {
    expect(patchContentIn({ ...row('1', true), likeCount: 0 }, '1', withLike(false)).likeCount).toBe(0);
    expect(patchContentIn(row('1'), '1', withLikeCount(true, 10))).toMatchObject({ liked: true, likeCount: 10 });
  });
});
