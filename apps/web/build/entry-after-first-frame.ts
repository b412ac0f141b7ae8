// The entry chunk starts after the first frame. index.html paints its frame (#boot) from inline CSS as the document
// arrives, but a module script that is already downloaded (a fast network, a warm cache) is evaluated as soon as the
// document is parsed, and evaluating the entry (React's ~200 KB among it) is one task of 100 ms or more on a phone,
// before the browser has had a turn to paint: the page stays white for it. So a few inline lines at the end of
// <body> add the entry's <script> after the first frame has painted. It is not preloaded from <head>: a preloaded
// entry that arrives before the first frame is treated as holding that frame back (Lighthouse counts it in the first
// paint), and on a phone's network the request starts only a frame later than it did. What comes first starts it:
// the browser's report of its first paint, a frame and a turn, or (a page opened in the background gets no frame)
// a timer.

/** The inline starter for the entry at `src`, as a script body. */
export function entryStarter(src: string): string {
  return `(function (d, w) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var s = d.createElement('script');
    s.type = 'module';
    s.crossOrigin = '';
    s.src = ${JSON.stringify(src)};
    d.body.appendChild(s);
  }
  // The first paint itself, where the browser reports it: no timer involved, so a page whose timers stand still
  // (a test's paused clock) still starts.
  try {
    new PerformanceObserver(function () { start(); }).observe({ type: 'paint', buffered: true });
  } catch (e) {}
  w.requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 100);
})(document, window);`;
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * Moves the page's entry <script type="module"> behind the first frame: returns the page without it and the starter
 * to inject at the end of <body>; null when the page has no such script.
 */
export function deferEntry(html: string): { html: string; starter: string } | null {
  const match = ENTRY.exec(html);
  if (!match?.[1]) return null;
  return { html: html.replace(ENTRY, ''), starter: entryStarter(match[1]) };
}
