import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferEntry } from './entry-after-first-frame';

const page = `<!doctype html>
<html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-x.js">
</head><body><div id="root"></div></body></html>`;

/** Runs the starter in a stand-in page: which scripts it adds, after which of frame and timers. */
function runStarter(starter: string) {
  const added: Record<string, unknown>[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const document = {
    createElement: (tag: string) => ({ tag }),
    body: { appendChild: (el: Record<string, unknown>) => added.push(el) },
  };
  const window = { requestAnimationFrame: (fn: () => void) => frames.push(fn) };
  const paints: (() => void)[] = [];
  class PerformanceObserver {
    constructor(private readonly fn: () => void) {}
    observe(options: { type: string; buffered: boolean }) {
      if (options.type === 'paint' && options.buffered) paints.push(this.fn);
    }
  }
  runInNewContext(starter, {
    document,
    window,
    PerformanceObserver,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  return { added, frames, timers, paints };
}

describe('deferEntry', () => {
  it('adds the entry only after the first frame, once', () => {
    const out = deferEntry(page);
    expect(out).not.toBeNull();
    expect(out!.html).not.toContain('index-abc.js');
    expect(out!.html).toContain('rolldown-runtime-x.js');

    const { added, frames, timers } = runStarter(out!.starter);
    expect(added).toHaveLength(0);
    frames.forEach((f) => f());
    expect(added).toHaveLength(0);
    // The frame's own timer (after the paint), then the background tab's fallback: one script either way.
    timers.forEach((t) => t.fn());
    expect(added).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-abc.js' }]);
  });

  it('starts a page that never gets a frame on its timer', () => {
    const { added, timers } = runStarter(deferEntry(page)!.starter);
    timers.filter((t) => t.ms > 0).forEach((t) => t.fn());
    expect(added).toHaveLength(1);
  });

  it('starts on the browser’s report of the first paint when timers and frames stand still', () => {
    const { added, paints } = runStarter(deferEntry(page)!.starter);
    expect(added).toHaveLength(0);
    paints.forEach((p) => p());
    paints.forEach((p) => p());
    expect(added).toHaveLength(1);
  });

  it('leaves a page without an entry script alone', () => {
    expect(deferEntry('<html><head></head><body></body></html>')).toBeNull();
  });
});
