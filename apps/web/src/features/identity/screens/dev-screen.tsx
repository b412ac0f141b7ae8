import { DEFAULT_CHANNELS, type ChannelRow } from '@app/rules';
import { useState } from 'react';
import { fmt } from '../../../lib/messages';
import { devMessages } from '../dev-messages';
import { sessionStore, useSession } from '../../../session/session';
import { showToast } from '../../../ui/toast';
import { fetchSandboxAppUser, fetchSandboxToken } from '../api/dev-sandbox';
import { logout } from '../api/logout';
import { useUserProfile } from '../api/user-profile';
import { channelHref, DEV_LANDING, partyOf, storeHref, wyxHref } from '../dev-links';
import { endSession } from '../login-session';
import { writeSimState, type SimState } from '../sim-state';
import { DevOutbox } from '../components/dev-outbox';
import styles from '../components/dev-screen.module.css';

const t = devMessages.dev;

type Target =
  | { kind: 'channel'; source: string; member?: boolean }
  | { kind: 'wyx'; loggedIn: boolean }
  | { kind: 'store'; storeId: string }
  | { kind: 'base' };

/** Each link is a fresh visitor: the current login ends and the tab's session starts over. */
async function startOver() {
  if (sessionStore.getState().token) await logout().catch(() => undefined);
  endSession();
  window.sessionStorage.clear();
}

/** Where the link goes, and the simulated app to set up for it (after the session starts over). */
async function destination(target: Target): Promise<{ href: string; sim: SimState | null }> {
  switch (target.kind) {
    case 'channel': {
      const sb = await fetchSandboxToken({ source: target.source, member: target.member !== false });
      return { href: channelHref(target.source, sb.param, sb.value), sim: null };
    }
    case 'wyx': {
      const user = target.loggedIn ? await fetchSandboxAppUser() : null;
      return { href: wyxHref(), sim: { bridge: true, autologin: false, user } };
    }
    case 'store':
      return { href: storeHref(target.storeId), sim: null };
    case 'base':
      return { href: DEV_LANDING, sim: null };
  }
}

const SCENARIOS: readonly { id: string; label: string; target: Target }[] = [
  { id: 'carrier', label: t.carrier, target: { kind: 'channel', source: '1' } },
  { id: 'gd-member', label: t.gdMember, target: { kind: 'channel', source: '3', member: true } },
  { id: 'gd-non-member', label: t.gdNonMember, target: { kind: 'channel', source: '3', member: false } },
  { id: 'group', label: t.group, target: { kind: 'channel', source: '5' } },
  { id: 'beijing', label: t.beijing, target: { kind: 'channel', source: '16' } },
  { id: 'jiangsu', label: t.jiangsu, target: { kind: 'channel', source: '18' } },
  { id: 'wyx', label: t.wyxLoggedOut, target: { kind: 'wyx', loggedIn: false } },
  { id: 'wyx-in', label: t.wyxLoggedIn, target: { kind: 'wyx', loggedIn: true } },
  { id: 'mini', label: t.miniProgram, target: { kind: 'channel', source: 'h5token' } },
  { id: 'storeid', label: t.storeAuto, target: { kind: 'store', storeId: '91816' } },
  { id: 'base', label: t.base, target: { kind: 'base' } },
];

const rowTarget = (row: ChannelRow): Target =>
  row.key === 'base'
    ? { kind: 'base' }
    : row.key === 'wyx'
      ? { kind: 'wyx', loggedIn: false }
      : { kind: 'channel', source: row.source };

/** /dev (development builds only): every channel opened with a fresh sandbox token, and the SMS outbox. */
export function DevScreen() {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userId);
  const me = useUserProfile(userId ? token : null).data;
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (id: string, target: Target) => {
    setOpening(id);
    try {
      const { href, sim } = await destination(target);
      await startOver();
      if (sim) writeSimState(sim);
      // A full load: the bootstrap reads the address once per page load.
      window.location.assign(href);
    } catch {
      showToast(t.failed);
      setOpening(null);
    }
  };

  const button = (id: string, target: Target) => (
    <button
      type="button"
      className={styles.open}
      disabled={opening !== null}
      onClick={() => void open(id, target)}
      data-testid={`dev-open-${id}`}
    >
      {opening === id ? t.opening : t.open}
    </button>
  );

  return (
    <div className={styles.screen} data-testid="dev-screen">
      <section className={styles.card}>
        <h2 className={styles.heading}>{t.session}</h2>
        <p className={styles.session} data-testid="dev-session">
          {token && userId ? fmt(t.loggedIn, { mobile: me?.mobile ?? '', id: userId }) : t.notLoggedIn}
        </p>
      </section>

      <section className={styles.card}>
        <h2 className={styles.heading}>{t.scenarios}</h2>
        <ul className={styles.list}>
          {SCENARIOS.map((s) => (
            <li key={s.id} className={styles.row}>
              <span className={styles.label}>{s.label}</span>
              {button(s.id, s.target)}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card}>
        <h2 className={styles.heading}>{t.channels}</h2>
        <ul className={styles.list}>
          {DEFAULT_CHANNELS.map((row) => (
            <li key={row.source || 'base'} className={styles.row}>
              <span className={styles.label}>
                <span className={styles.channel}>{row.branch || row.name}</span>
                <span className={styles.meta}>
                  {t.columns.source} {row.source || '—'} · {t.columns.store} {row.storeId || '—'}
                  {row.channelId ? ` · ${t.columns.channel} ${row.channelId}` : ''} · {t.party[partyOf(row)]}
                </span>
              </span>
              {button(`source-${row.source || 'base'}`, rowTarget(row))}
            </li>
          ))}
        </ul>
      </section>

      <DevOutbox />
    </div>
  );
}
