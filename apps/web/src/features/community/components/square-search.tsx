import { useState, type FormEvent } from 'react';
import { messages } from '../messages';
import styles from './square-search.module.css';

const t = messages.community.square;

/** The search box of the topic square; the keyword lives in the address so a tag link can open a search. */
export function SquareSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const [value, setValue] = useState(keyword);
  const [prev, setPrev] = useState(keyword);
  // A new keyword from the address (a tag link, back) replaces what is typed.
  if (prev !== keyword) {
    setPrev(keyword);
    setValue(keyword);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className={styles.bar} role="search" onSubmit={submit}>
      <input
        className={styles.input}
        type="search"
        enterKeyHint="search"
        value={value}
        maxLength={30}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t.search}
        aria-label={t.searchLabel}
        data-testid="square-search"
      />
      {keyword ? (
        <button type="button" className={styles.cancel} onClick={() => onSearch('')}>
          {t.cancel}
        </button>
      ) : null}
    </form>
  );
}
