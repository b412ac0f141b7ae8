import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { devMessages } from '../dev-messages';
import { fetchSandboxAppUser } from '../api/dev-sandbox';
import { readSimState, writeSimState } from '../sim-state';
import styles from './sim-sign-in.module.css';

// Development only: the wyx app's own sign-in screen, simulated. It draws over the page in a root of its own,
// as the real app draws its native screen over the web view; the page meanwhile polls the bridge.

const t = devMessages.sim;
let root: Root | null = null;
let host: HTMLElement | null = null;

export function showSimSignIn() {
  if (root) return;
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  root.render(<SimSignIn onClose={close} />);
}

function close() {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
}

function SimSignIn({ onClose }: { onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const signIn = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const user = await fetchSandboxAppUser();
      writeSimState({ ...readSimState(), user });
      onClose();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <div
      className={styles.backdrop}
      data-testid="bridge-sim-sign-in"
      role="dialog"
      aria-modal="true"
      aria-label={t.title}
    >
      <div className={styles.sheet}>
        <div className={styles.badge} aria-hidden="true">
          {t.badge}
        </div>
        <p className={styles.title}>{t.title}</p>
        <p className={styles.hint}>{t.hint}</p>
        {failed ? <p className={styles.error}>{t.failed}</p> : null}
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void signIn()}>
          {busy ? t.loggingIn : t.login}
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
