import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AfterFirstView, resetFirstViewForTests } from './after-first-view';

// A picture that arrives when the test says so: a blob URL made later would be simpler, but the element must be in
// the page, priority and incomplete, when the gate looks. An address that never answers stays incomplete.
const hanging = 'http://127.0.0.1:9/never.jpg';

describe('AfterFirstView', () => {
  beforeEach(() => resetFirstViewForTests());

  it('holds the sections below the fold until the priority picture has arrived', async () => {
    const screen = await render(
      <div>
        <img src={hanging} fetchPriority="high" alt="hero" width={10} height={10} />
        <AfterFirstView fallback={<p>reserved</p>}>
          <p>below the fold</p>
        </AfterFirstView>
      </div>,
    );
    await expect.element(page.getByText('reserved')).toBeInTheDocument();
    // The hero fails (or loads): either way the sections come, a frame later.
    const hero = screen.container.querySelector('img')!;
    hero.dispatchEvent(new Event('error'));
    await expect.element(page.getByText('below the fold')).toBeInTheDocument();
  });

  it('shows them at once on a screen without priority pictures, and after the first view for every later screen', async () => {
    await render(
      <AfterFirstView fallback={<p>reserved</p>}>
        <p>first</p>
      </AfterFirstView>,
    );
    await expect.element(page.getByText('first')).toBeInTheDocument();
    const later = await render(
      <div>
        <img src={hanging} fetchPriority="high" alt="hero" width={10} height={10} />
        <AfterFirstView fallback={<p>reserved later</p>}>
          <p>later</p>
        </AfterFirstView>
      </div>,
    );
    expect(later.container.textContent).toContain('later');
    expect(later.container.textContent).not.toContain('reserved later');
  });
});
