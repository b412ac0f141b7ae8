import { messages } from '../messages';
import { showToast } from '../../../ui/toast';

/**
 * Shares an address of ours: the system share sheet where the browser has one (most phones), else the
 * address copied with a toast. A cancelled share sheet is not a failure.
 */
export async function shareLink(path: string, title: string): Promise<void> {
  const url = new URL(path, window.location.origin).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast(messages.community.actions.linkCopied);
  } catch {
    showToast(messages.community.actions.shareFailed);
  }
}
