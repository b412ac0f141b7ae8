import { useState, useSyncExternalStore } from 'react';
import { uiMessages } from '../messages';
import { debugLogs, debugNetwork, type RingLog } from '../../lib/debug-log';
import { TabBar } from '../tab-bar';
import styles from './debug-console.module.css';

type Tab = 'logs' | 'network' | 'storage';

const TABS: readonly { key: Tab; label: string }[] = [
  { key: 'logs', label: uiMessages.debug.logs },
  { key: 'network', label: uiMessages.debug.network },
  { key: 'storage', label: uiMessages.debug.storage },
];

function useRing<T extends { id: number; at: number }>(log: RingLog<T>) {
  return useSyncExternalStore(log.subscribe, log.snapshot, log.snapshot);
}

const time = (at: number) => new Date(at).toTimeString().slice(0, 8);

/** The hidden developer console: console messages, API calls and other resources, local and session storage. */
export default function DebugConsole({ onClose }: { onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('logs');
  return (
    <section className={styles.panel} data-testid="debug-console" aria-label={uiMessages.debug.title}>
      <header className={styles.head}>
        <TabBar items={TABS} active={tab} onChange={setTab} label={uiMessages.debug.title} />
        <button
          type="button"
          className={styles.action}
          onClick={() => (tab === 'network' ? debugNetwork.clear() : debugLogs.clear())}
          hidden={tab === 'storage'}
        >
          {uiMessages.debug.clear}
        </button>
        <button type="button" className={styles.action} onClick={onClose}>
          {uiMessages.debug.close}
        </button>
      </header>
      <div className={styles.body}>{tab === 'logs' ? <Logs /> : tab === 'network' ? <Network /> : <StorageView />}</div>
    </section>
  );
}

function Logs() {
  const logs = useRing(debugLogs);
  if (logs.length === 0) return <p className={styles.empty}>{uiMessages.debug.empty}</p>;
  return (
    <ol className={styles.list}>
      {logs.map((e) => (
        <li key={e.id} className={`${styles.row} ${styles[e.level] ?? ''}`}>
          <span className={styles.time}>{time(e.at)}</span>
          <span className={styles.text}>{e.text}</span>
        </li>
      ))}
    </ol>
  );
}

function Network() {
  const calls = useRing(debugNetwork);
  // Everything the page fetched (chunks, images, the tracker), from the browser's resource timing.
  const [resources] = useState(() => performance.getEntriesByType('resource').slice(-100));
  return (
    <>
      {calls.length === 0 ? <p className={styles.empty}>{uiMessages.debug.empty}</p> : null}
      <ol className={styles.list}>
        {calls.map((c) => (
          <li key={c.id} className={`${styles.row} ${c.code === 0 ? '' : styles.warn}`}>
            <span className={styles.time}>{time(c.at)}</span>
            <span className={styles.text}>
              <b>{c.method}</b> {c.url} {c.enc ? '🔒' : ''}
              <br />
              HTTP {c.status ?? '—'} · code {c.code ?? '—'} · {c.ms} ms
            </span>
          </li>
        ))}
      </ol>
      <h3 className={styles.subhead}>{uiMessages.debug.resources}</h3>
      <ol className={styles.list}>
        {resources.map((r, i) => (
          <li key={i} className={styles.row}>
            <span className={styles.text}>
              {new URL(r.name, window.location.href).pathname} · {Math.round(r.duration)} ms
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

function entriesOf(storage: Storage): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) out.push([key, storage.getItem(key) ?? '']);
  }
  return out.sort(([a], [b]) => a.localeCompare(b));
}

function StorageView() {
  const [version, setVersion] = useState(0);
  const sections: [string, Storage][] = [
    [uiMessages.debug.local, window.localStorage],
    [uiMessages.debug.session, window.sessionStorage],
  ];
  return (
    <div key={version}>
      {sections.map(([name, storage]) => {
        const entries = entriesOf(storage);
        return (
          <div key={name}>
            <h3 className={styles.subhead}>{name}</h3>
            {entries.length === 0 ? <p className={styles.empty}>{uiMessages.debug.empty}</p> : null}
            <ol className={styles.list}>
              {entries.map(([key, value]) => (
                <li key={key} className={styles.row}>
                  <span className={styles.text}>
                    <b>{key}</b>
                    <br />
                    {value.length > 300 ? `${value.slice(0, 300)}…` : value}
                  </span>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => {
                      storage.removeItem(key);
                      setVersion((v) => v + 1);
                    }}
                  >
                    {uiMessages.debug.remove}
                  </button>
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </div>
  );
}
