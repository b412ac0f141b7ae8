// After a comment is sent the page shows it: scrolled to the middle of the screen and lit for a moment. The list
// is fetched anew after the send, so the row may appear a few frames later; it is looked for until it does (or
// the wait ends, when the comment is on a later page: the comment section is shown instead).

export const HIGHLIGHT_MS = 2000;
const WAIT_MS = 3000;

export function revealComment(id: string, root: ParentNode = document): () => void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = performance.now();
  const look = () => {
    const row = root.querySelector<HTMLElement>(`[data-comment-id="${CSS.escape(id)}"]`);
    if (row) {
      row.scrollIntoView({ block: 'center', behavior: 'smooth' });
      row.setAttribute('data-highlight', '');
      timer = setTimeout(() => row.removeAttribute('data-highlight'), HIGHLIGHT_MS);
      return;
    }
    if (performance.now() - started < WAIT_MS) {
      frame = requestAnimationFrame(look);
      return;
    }
    root.querySelector<HTMLElement>('#comments')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  frame = requestAnimationFrame(look);
  return () => {
    cancelAnimationFrame(frame);
    if (timer) clearTimeout(timer);
  };
}
