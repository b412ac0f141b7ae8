import { Fragment } from 'react';

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with the searched words marked; matching ignores case (the server folds case too). */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  const usable = words.filter((w) => w.trim() !== '');
  if (usable.length === 0 || text === '') return <>{text}</>;
  // Longer words first, so '西湖边' wins over '西湖'.
  const pattern = new RegExp(
    `(${[...usable]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})`,
    'gi',
  );
  const lower = new Set(usable.map((w) => w.toLowerCase()));
  return (
    <>
      {text
        .split(pattern)
        .map((part, i) =>
          lower.has(part.toLowerCase()) ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>,
        )}
    </>
  );
}
