// Sensitive words as text (docs/product/console-content.md): import reads lines of `word[,category[,verdict]]`
// separated by commas or tabs, a header line `word,…` skipped; export writes the same columns as CSV.

export interface WordLine {
  word: string;
  category?: string | undefined;
  verdict?: 'block' | 'review' | 'mask' | undefined;
}

const VERDICTS = ['block', 'review', 'mask'] as const;
const isVerdict = (v: string): v is WordLine['verdict'] & string => (VERDICTS as readonly string[]).includes(v);

/** One CSV field: quoted when it holds a separator, a quote or a line break (quotes doubled). */
function splitLine(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

/**
 * The lines of an import. An unknown verdict is kept as written so the word check names the line; an empty category
 * or verdict takes the default.
 */
export function parseWordLines(text: string): WordLine[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '');
  const rows: WordLine[] = [];
  for (const [i, line] of lines.entries()) {
    const [word = '', category = '', verdict = ''] = splitLine(line, line.includes('\t') ? '\t' : ',');
    if (i === 0 && word.toLowerCase() === 'word') continue;
    rows.push({
      word,
      category: category || undefined,
      verdict: verdict === '' ? undefined : isVerdict(verdict) ? verdict : (verdict as never),
    });
  }
  return rows;
}

const cell = (v: string) => {
  // A value a spreadsheet would run as a formula is kept as text.
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The words as CSV (UTF-8 with a byte-order mark, so a spreadsheet reads the Chinese). */
export function wordsCsv(rows: ReadonlyArray<{ word: string; category: string; verdict: string }>): string {
  const lines = ['word,category,verdict', ...rows.map((r) => [r.word, r.category, r.verdict].map(cell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
