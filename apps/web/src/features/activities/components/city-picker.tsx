import { useState } from 'react';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { messages } from '../messages';
import controls from './filter-controls.module.css';
import styles from './city-picker.module.css';

const t = messages.square;

/**
 * The city filter: a pill that says the chosen city (or "全部城市") and opens a sheet to type one or pick a hot
 * city. Shared by the square (/activitySquare, /activitylist) and /activityCalendar; the screen keeps the choice.
 */
export function CityPicker({ city, onCity }: { city: string; onCity: (city: string) => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(city);
  const close = () => setOpen(false);
  const pick = (value: string) => {
    onCity(value.trim());
    close();
  };

  return (
    <>
      <button
        type="button"
        className={`${controls.pick} ${city ? controls.on : ''}`}
        onClick={() => {
          setTyped(city);
          setOpen(true);
        }}
        data-testid="filter-city"
      >
        {city || t.allCities}
      </button>
      <BottomSheet open={open} onClose={close} title={t.cityTitle} closeLabel={t.close} testId="city-sheet">
        <form
          className={styles.cityForm}
          onSubmit={(e) => {
            e.preventDefault();
            pick(typed);
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
        <div className={controls.chips}>
          <button type="button" className={`${controls.chip} ${!city ? controls.chipOn : ''}`} onClick={() => pick('')}>
            {t.allCities}
          </button>
          {t.cities.map((c) => (
            <button
              key={c}
              type="button"
              className={`${controls.chip} ${city === c ? controls.chipOn : ''}`}
              onClick={() => pick(c)}
            >
              {c}
            </button>
          ))}
        </div>
      </BottomSheet>
    </>
  );
}
