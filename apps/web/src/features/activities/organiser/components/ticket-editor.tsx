import { fmt } from '../../../../lib/messages';
import type { PriceKind, TicketRow } from '../flow-form';
import { organiserMessages } from '../messages';
import styles from './ticket-editor.module.css';
import flow from './flow.module.css';

const t = organiserMessages.tickets;
const KINDS: { key: PriceKind; label: string }[] = [
  { key: 'free', label: t.free },
  { key: 'CNY', label: t.cny },
  { key: 'WYB', label: t.wyb },
];

const PAY_METHODS: { key: TicketRow['payMethod']; label: string }[] = [
  { key: 'onsite', label: t.onsite },
  { key: 'app', label: t.app },
];

/** One ticket type: its name, places and price (free, yuan or 无忧币). */
export function TicketEditor({
  row,
  index,
  canRemove,
  onChange,
  onRemove,
}: {
  row: TicketRow;
  index: number;
  canRemove: boolean;
  onChange: (patch: Partial<TicketRow>) => void;
  onRemove: () => void;
}) {
  return (
    <section className={flow.section} data-testid="ticket-row">
      <h2 className={flow.sectionTitle}>
        <span>{fmt(t.ticket, { n: index + 1 })}</span>
        {row.taken > 0 ? <small>{fmt(t.taken, { n: row.taken })}</small> : null}
        {canRemove && row.taken === 0 ? (
          <button type="button" className={styles.remove} onClick={onRemove}>
            {t.remove}
          </button>
        ) : null}
      </h2>
      <label className={flow.row}>
        <span className={`${flow.label} ${flow.required}`}>{t.name}</span>
        <input
          className={flow.input}
          value={row.name}
          maxLength={30}
          placeholder={t.namePlaceholder}
          onChange={(e) => onChange({ name: e.target.value })}
          data-testid="ticket-name"
        />
      </label>
      <label className={flow.row}>
        <span className={`${flow.label} ${flow.required}`}>{t.capacity}</span>
        <input
          className={flow.input}
          inputMode="numeric"
          value={row.capacity}
          placeholder={t.capacityPlaceholder}
          onChange={(e) => onChange({ capacity: e.target.value.replace(/\D/g, '') })}
          data-testid="ticket-capacity"
        />
      </label>
      <div className={flow.row}>
        <span className={flow.label}>{t.price}</span>
        <div className={styles.kinds} role="radiogroup" aria-label={t.price}>
          {KINDS.map((k) => (
            <button
              key={k.key}
              type="button"
              role="radio"
              aria-checked={row.kind === k.key}
              className={styles.kind}
              onClick={() => onChange({ kind: k.key })}
              data-testid={`ticket-kind-${k.key}`}
            >
              {k.label}
            </button>
          ))}
        </div>
      </div>
      {row.kind !== 'free' ? (
        <label className={flow.row}>
          <span className={flow.label}>{t.amount}</span>
          <input
            className={flow.input}
            inputMode={row.kind === 'CNY' ? 'decimal' : 'numeric'}
            value={row.price}
            placeholder="0"
            onChange={(e) => onChange({ price: e.target.value })}
            data-testid="ticket-price"
          />
          <span className={styles.unit}>{row.kind === 'CNY' ? t.yuan : t.coin}</span>
        </label>
      ) : null}
      {row.kind === 'CNY' ? (
        <div className={flow.row}>
          <span className={flow.label}>{t.payMethod}</span>
          <div className={styles.kinds} role="radiogroup" aria-label={t.payMethod}>
            {PAY_METHODS.map((m) => (
              <button
                key={m.key}
                type="button"
                role="radio"
                aria-checked={row.payMethod === m.key}
                className={styles.kind}
                onClick={() => onChange({ payMethod: m.key })}
                data-testid={`ticket-pay-${m.key}`}
              >
                {m.label}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
