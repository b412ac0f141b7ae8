import { useRef, useState, type PointerEvent } from 'react';
import { messages } from '../messages';
import styles from './letter-bar.module.css';

/**
 * The side index of an A–Z list: tap a letter, or slide a finger along the bar, and the list jumps to that
 * letter's group; the letter under the finger shows large in the middle of the screen.
 */
export function LetterBar({ letters, onPick }: { letters: readonly string[]; onPick: (letter: string) => void }) {
  const [touching, setTouching] = useState<string | null>(null);
  const last = useRef<string | null>(null);

  const pickAt = (e: PointerEvent<HTMLElement>) => {
    const el = document.elementFromPoint(e.clientX, e.clientY) as HTMLElement | null;
    const letter = el?.dataset.letter;
    if (!letter || letter === last.current) return;
    last.current = letter;
    setTouching(letter);
    onPick(letter);
  };
  const end = () => {
    last.current = null;
    setTouching(null);
  };

  if (letters.length === 0) return null;
  return (
    <>
      <nav
        className={styles.bar}
        aria-label={messages.change.letterBar}
        data-testid="letter-bar"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          pickAt(e);
        }}
        onPointerMove={(e) => touching !== null && pickAt(e)}
        onPointerUp={end}
        onPointerCancel={end}
      >
        {letters.map((letter) => (
          <button
            key={letter}
            type="button"
            className={`${styles.letter} ${touching === letter ? styles.on : ''}`}
            data-letter={letter}
            onClick={() => onPick(letter)}
          >
            {letter}
          </button>
        ))}
      </nav>
      {touching ? (
        <div className={styles.bubble} aria-hidden>
          {touching}
        </div>
      ) : null}
    </>
  );
}
