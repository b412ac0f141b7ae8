import { describe, expect, it } from 'vitest';
import { patchCommentIn, removeCommentIn, withPraise, withPraiseCount } from './comment-patch';

const reply = (id: string) => ({ id, praised: false, praiseCount: 0, text: id });
const comment = (id: string, replies: string[] = []) => ({
  ...reply(id),
  replyCount: replies.length,
  replies: replies.map(reply),
});
const pages = (...rows: unknown[]) => ({ pages: [{ rows, nextCursor: null }], pageParams: [null] });

describe('patchCommentIn', () => {
  it('praises a comment or one of its inline replies', () => {
    const data = pages(comment('1', ['2', '3']), comment('4'));
    const a = patchCommentIn(data, '1', withPraise(true));
    expect(a.pages[0]?.rows[0]).toMatchObject({ praised: true, praiseCount: 1 });
    const b = patchCommentIn(data, '3', withPraise(true));
    expect((b.pages[0]?.rows[0] as ReturnType<typeof comment>).replies[1]).toMatchObject({ id: '3', praised: true });
    expect(b.pages[0]?.rows[1]).toBe(data.pages[0]?.rows[1]);
  });

  it('patches reply pages and a thread head', () => {
    expect(patchCommentIn(pages(reply('2')), '2', withPraiseCount(true, 5)).pages[0]?.rows[0]).toMatchObject({
      praiseCount: 5,
    });
    const head = { comment: comment('1', ['2']), mine: [reply('2')] };
    const next = patchCommentIn(head, '2', withPraise(true));
    expect(next.comment.replies[0]?.praised).toBe(true);
    expect(next.mine[0]?.praised).toBe(true);
  });

  it('keeps identity when nothing matches', () => {
    const data = pages(comment('1'));
    expect(patchCommentIn(data, '9', withPraise(true))).toBe(data);
  });
});

describe('removeCommentIn', () => {
  it('removes a top-level comment with its replies, counting them', () => {
    const { data, removed } = removeCommentIn(pages(comment('1', ['2', '3']), comment('4')), '1');
    expect(removed).toBe(3);
    expect(data.pages[0]?.rows).toHaveLength(1);
  });

  it('removes one inline reply and lowers its thread count', () => {
    const { data, removed } = removeCommentIn(pages(comment('1', ['2', '3'])), '3');
    expect(removed).toBe(1);
    expect(data.pages[0]?.rows[0]).toMatchObject({ replyCount: 1, replies: [{ id: '2' }] });
  });

  it('removes a comment or reply held for review without counting it: it was never counted', () => {
    const heldRoot = { ...comment('1'), status: 'review' };
    const top = removeCommentIn(pages(heldRoot, comment('4')), '1');
    expect(top).toMatchObject({ removed: 0, held: true });
    expect(top.data.pages[0]?.rows).toHaveLength(1);
    const thread = { ...comment('5', ['6']), replies: [reply('6'), { ...reply('7'), status: 'review' }] };
    const inline = removeCommentIn(pages(thread), '7');
    expect(inline).toMatchObject({ removed: 0, held: true });
    expect(inline.data.pages[0]?.rows[0]).toMatchObject({ replyCount: 1, replies: [{ id: '6' }] });
  });

  it('removes a reply from a page of replies, and nothing when absent', () => {
    expect(removeCommentIn(pages(reply('2'), reply('3')), '2').data.pages[0]?.rows).toEqual([reply('3')]);
    const data = pages(reply('2'));
    expect(removeCommentIn(data, '9')).toEqual({ data, removed: 0, held: false });
  });
});
