import { useState } from 'react';
import { Link } from 'react-router';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { DATE_PRESETS, type DatePreset } from '../lib/month-grid';
import { messages } from '../messages';
import styles from './square-filters.module.css';

const t = messages.square;
const PRESET_LABEL: Record<DatePreset, string> = {
  today: t.today,
  tomorrow: t.tomorrow,
  weekend: t.thisWeekend,
  next7: t.next7,
  next30: t.next30,
};

export type SquareStatus = 'upcoming' | 'open' | 'ended';
const STATUSES: readonly SquareStatus[] = ['upcoming', 'open', 'ended'];

/** The row under the tabs: city and date pickers (each a sheet), the status switch and the way to the calendar. */
export function SquareFilters({
  city,
  date,
  status,
  onCity,
  onDate,
  onStatus,
}: {
  city: string;
  date: DatePreset | '';
  status: SquareStatus;
  onCity: (city: string) => void;
  onDate: (date: DatePreset | '') => void;
  onStatus: (status: SquareStatus) => void;
}) {
  const [sheet, setSheet] = useState<'city' | 'date' | null>(null);
  const [typed, setTyped] = useState(city);
  const close = () => setSheet(null);
  const pickCity = (value: string) => {
    onCity(value.trim());
    close();
  };

  return (
    <>
      <div className={styles.row}>
        <button
          type="button"
          className={`${styles.pick} ${city ? styles.on : ''}`}
          onClick={() => {
            setTyped(city);
            setSheet('city');
          }}
          data-testid="filter-city"
        >
          {city || t.allCities}
        </button>
        <button
          type="button"
          className={`${styles.pick} ${date ? styles.on : ''}`}
          onClick={() => setSheet('date')}
          data-testid="filter-date"
        >
          {date ? PRESET_LABEL[date] : t.anyDate}
        </button>
        <div className={styles.status} role="radiogroup" aria-label={t.statusLabel}>
          {STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              role="radio"
              aria-checked={status === s}
              className={`${styles.seg} ${status === s ? styles.segOn : ''}`}
              onClick={() => onStatus(s)}
            >
              {t.status[s]}
            </button>
          ))}
        </div>
        <Link to="/activityCalendar" className={styles.calendar} data-testid="to-calendar">
          {t.calendar}
        </Link>
      </div>

      <BottomSheet open={sheet === 'city'} onClose={close} title={t.cityTitle} closeLabel={t.close} testId="city-sheet">
        <form
          className={styles.cityForm}
          onSubmit={(e) => {
            e.preventDefault();
            pickCity(typed);
          }}
        >
          <input
            className={styles.input}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t.cityPlaceholder}
            maxLength={40}
            enterKeyHint="done"
            data-testid="city-input"
          />
          <button type="submit" className={styles.apply}>
            {t.cityApply}
          </button>
        </form>
        <p className={styles.caption}>{t.hotCities}</p>
        <div className={styles.chips}>
          <button type="button" className={`${styles.chip} ${!city ? styles.chipOn : ''}`} onClick={() => pickCity('')}>
            {t.allCities}
          </button>
          {t.cities.map((c) => (
            <button
              key={c}
              type="button"
              className={`${styles.chip} ${city === c ? styles.chipOn : ''}`}
              onClick={() => pickCity(c)}
            >
              {c}
            </button>
          ))}
        </div>
      </BottomSheet>

      <BottomSheet open={sheet === 'date'} onClose={close} title={t.dateTitle} closeLabel={t.close} testId="date-sheet">
        <div className={styles.chips}>
          <button
            type="button"
            className={`${styles.chip} ${!date ? styles.chipOn : ''}`}
            onClick={() => {
              onDate('');
              close();
            }}
          >
            {t.anyDate}
          </button>
          {DATE_PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              className={`${styles.chip} ${date === p ? styles.chipOn : ''}`}
              onClick={() => {
                onDate(p);
                close();
              }}
            >
              {PRESET_LABEL[p]}
            </button>
          ))}
        </div>
      </BottomSheet>
    </>
  );
}
