import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { common } from '../../../lib/messages';
import { devMessages } from '../dev-messages';
import { useSession } from '../../../session/session';
import { outboxQuery, type OutboxRow } from '../api/dev-sandbox';
import { digitsOnly } from '../phone-form';
import styles from './dev-screen.module.css';

const t = devMessages.dev;

const purposeLabel = (purpose: string) =>
  Object.hasOwn(t.purpose, purpose) ? t.purpose[purpose as keyof typeof t.purpose] : purpose;

// Shanghai time, as every time in the product (docs/product/shell.md).
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });

/** The SMS outbox of the development gateway: the latest codes sent to a number, newest first. */
export function DevOutbox() {
  const remembered = useSession((s) => s.mobile);
  const [input, setInput] = useState(remembered);
  const [mobile, setMobile] = useState(remembered);
  const outbox = useQuery(outboxQuery(mobile));
  const rows: OutboxRow[] = outbox.data?.rows ?? [];

  return (
    <section className={styles.card}>
      <h2 className={styles.heading}>{t.outbox}</h2>
      <form
        className={styles.outboxForm}
        onSubmit={(e) => {
          e.preventDefault();
          if (input === mobile) void outbox.refetch();
          else setMobile(input);
        }}
      >
        <input
          className={styles.outboxInput}
          type="tel"
          inputMode="numeric"
          aria-label={t.outboxMobile}
          placeholder={t.outboxMobile}
          value={input}
          onChange={(e) => setInput(digitsOnly(e.target.value, 11))}
          data-testid="dev-outbox-mobile"
        />
        <button type="submit" className={styles.open}>
          {t.outboxQuery}
        </button>
        <button
          type="button"
          className={styles.open}
          disabled={!mobile || outbox.isFetching}
          onClick={() => void outbox.refetch()}
        >
          {t.outboxRefresh}
        </button>
      </form>
      {!mobile ? (
        <p className={styles.empty}>{t.outboxHint}</p>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{outbox.isFetching ? common.loading : t.outboxEmpty}</p>
      ) : (
        <ul className={styles.list} data-testid="dev-outbox">
          {rows.map((row) => (
            <li key={`${row.at}-${row.code}`} className={styles.row}>
              <span className={styles.label}>
                <span className={styles.code}>{row.code}</span>
                <span className={styles.meta}>
                  {purposeLabel(row.purpose)} · +{row.countryCode} {row.mobile} · {timeOf(row.at)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
