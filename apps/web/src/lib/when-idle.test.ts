import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  it('waits for the browser’s idle moment, with a deadline', () => {
    const requestIdleCallback = vi.fn();
    const setTimeout = vi.fn();
    const work = () => {};
    whenIdle(work, 1500, { requestIdleCallback, setTimeout });
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 1500 });
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('falls back to a timer where there is no idle callback', () => {
    const setTimeout = vi.fn();
    const work = () => {};
    whenIdle(work, 1500, { setTimeout });
    expect(setTimeout).toHaveBeenCalledWith(work, 200);
  });
});
