import { TOAST_MS } from '@app/rules';
import styles from './toast.module.css';

let shown: { node: HTMLElement; timer: ReturnType<typeof setTimeout> } | null = null;

/**
 * Shows a short message in the middle of the screen for docs/product/shell.md 1000 ms, then fades it out; a new one replaces
 * it. Plain DOM rather than a React root: the API client's failures toast from outside any component.
 */
export function showToast(content: string): void {
  if (shown) {
    clearTimeout(shown.timer);
    shown.node.remove();
  }
  const node = document.createElement('div');
  node.className = styles.toast ?? '';
  node.setAttribute('role', 'status');
  node.textContent = content;
  document.body.append(node);
  const timer = setTimeout(() => {
    node.className = `${styles.toast} ${styles.leaving}`;
    shown = { node, timer: setTimeout(() => node.remove(), 200) };
  }, TOAST_MS);
  shown = { node, timer };
}
