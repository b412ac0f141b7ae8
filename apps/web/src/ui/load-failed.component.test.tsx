import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ApiError } from '../api/api-error';
import { common } from '../lib/messages';
import { LoadFailed } from './load-failed';
import { NotFoundState } from './not-found-state';

const notFound = <NotFoundState title="活动不存在" back={{ to: '/activitySquare', label: '去看看其他活动' }} />;

describe('LoadFailed and NotFoundState (a detail screen’s failed load)', () => {
  it('shows the not-found block with its way back when the thing is gone', async () => {
    await render(
      <MemoryRouter>
        <LoadFailed query={{ error: null, refetch: () => {}, isRefetching: false }} missing notFound={notFound} />
      </MemoryRouter>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('活动不存在');
    await expect.element(page.getByRole('link', { name: '去看看其他活动' })).toHaveAttribute('href', '/activitySquare');
  });

  it('shows the server’s words and a retry when the load failed', async () => {
    const refetch = vi.fn();
    const error = new ApiError(1, '活动已下线', {});
    await render(<LoadFailed query={{ error, refetch, isRefetching: false }} missing={false} notFound={notFound} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('活动已下线');
    await page.getByRole('button', { name: common.retry }).click();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a network failure in the app’s own words, and locks the retry while it runs', async () => {
    await render(
      <LoadFailed
        query={{ error: new TypeError('Failed to fetch'), refetch: () => {}, isRefetching: true }}
        missing={false}
        notFound={notFound}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent(common.errorHint);
    await expect.element(page.getByRole('button', { name: common.retry })).toBeDisabled();
  });
});
