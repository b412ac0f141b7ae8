import { useState } from 'react';
import { Link } from 'react-router';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { CityPicker } from './city-picker';
import { DATE_PRESETS, type DatePreset } from '../lib/month-grid';
import { messages } from '../messages';
import controls from './filter-controls.module.css';
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

/**
 * The row under the tabs: city and date pickers (each a sheet), the status switch and the way to the calendar (for
 * the same city).
 */
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
  const [sheet, setSheet] = useState(false);
  const close = () => setSheet(false);

  return (
    <>
      <div className={styles.row}>
        <CityPicker city={city} onCity={onCity} />
        <button
          type="button"
          className={`${controls.pick} ${date ? controls.on : ''}`}
          onClick={() => setSheet(true)}
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
        <Link
          to={city ? `/activityCalendar?city=${encodeURIComponent(city)}` : '/activityCalendar'}
          className={styles.calendar}
          data-testid="to-calendar"
        >
          {t.calendar}
        </Link>
      </div>

      <BottomSheet open={sheet} onClose={close} title={t.dateTitle} closeLabel={t.close} testId="date-sheet">
        <div className={controls.chips}>
          <button
            type="button"
            className={`${controls.chip} ${!date ? controls.chipOn : ''}`}
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
              className={`${controls.chip} ${date === p ? controls.chipOn : ''}`}
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
