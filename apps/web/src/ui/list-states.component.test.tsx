import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { common } from '../lib/messages';
import { ListStates, type PagedQuery } from './list-states';

const more = { loading: '加载中', noMore: '没有更多了', failed: '加载失败，点击重试' };
const query = (over: Partial<PagedQuery> = {}): PagedQuery => ({
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(),
  ...over,
});

const list = (q: PagedQuery, count: number) => (
  <ListStates query={q} count={count} skeleton={<p>skeleton</p>} empty="还没有内容" more={more}>
    <ul>
      <li>row</li>
    </ul>
  </ListStates>
);

describe('ListStates', () => {
  it('shows the skeleton while the first page loads', async () => {
    await render(list(query({ isPending: true }), 0));
    await expect.element(page.getByText('skeleton')).toBeVisible();
    await expect.element(page.getByText('row')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that asks again when nothing is shown', async () => {
    const q = query({ isError: true });
    await render(list(q, 0));
    await expect.element(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: common.retry }).click();
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when the list has no rows', async () => {
    await render(list(query(), 0));
    await expect.element(page.getByRole('status')).toHaveTextContent('还没有内容');
  });

  it('keeps the rows when a later page fails, and retries from the foot', async () => {
    const q = query({ isError: true, isFetchNextPageError: true, hasNextPage: true });
    await render(list(q, 1));
    await expect.element(page.getByText('row')).toBeVisible();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await page.getByRole('button', { name: more.failed }).click();
    expect(q.fetchNextPage).toHaveBeenCalled();
  });

  it('says the end when there is no next page, and loads on while there is', async () => {
    const screen = await render(list(query(), 1));
    await expect.element(page.getByText(more.noMore)).toBeVisible();
    const q = query({ hasNextPage: true });
    await screen.rerender(list(q, 1));
    // The foot's sentinel is in view on a short list: it asks for the next page by itself.
    await expect.poll(() => vi.mocked(q.fetchNextPage).mock.calls.length).toBeGreaterThan(0);
    await screen.rerender(list(query({ hasNextPage: true, isFetchingNextPage: true }), 1));
    await expect.element(page.getByText(more.loading)).toBeVisible();
  });
});
