import type { AppContext } from '../../platform/context.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import { bumpFilterVersion } from './content-filter-version.ts';
import {
  allWordRows,
  deleteWordRows,
  findWordRow,
  listWordRows,
  updateWordRow,
  upsertWordRows,
  type SensitiveWordRow,
} from './sensitive-word-repository.ts';
import { CATEGORY_VERDICT, isCategory, type FilterCategory, type FilterVerdict } from './sensitive-lexicon.ts';

// The operators' side of the content filter (docs/product/content-filter.md): the words they add join the shipped
// lexicon, and one of theirs may change a lexicon word's verdict. Every change moves the filter's version, so the
// next text is read by the new list on every instance. Callers check the operator's right first.

export interface SensitiveWordView {
  id: string;
  word: string;
  category: FilterCategory;
  verdict: FilterVerdict;
  createdAt: string;
  updatedAt: string;
}

export interface SensitiveWordInput {
  word: string;
  /** Default 'custom'. */
  category?: string | undefined;
  /** Default: the category's verdict. */
  verdict?: FilterVerdict | undefined;
}

const VERDICTS: readonly string[] = ['block', 'review', 'mask'];
const WORD_MAX = 40;
const IMPORT_MAX = 5_000;

const view = (r: SensitiveWordRow): SensitiveWordView => ({
  id: String(r.id),
  word: r.word,
  category: isCategory(r.category) ? r.category : 'custom',
  verdict: r.verdict,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** A word as stored: trimmed, lower case; refused when it is a single character or too long. */
function checked(input: SensitiveWordInput): { word: string; category: FilterCategory; verdict: FilterVerdict } {
  const word = input.word.normalize('NFKC').trim().toLowerCase();
  if ([...word].length < 2) throw refuse('敏感词至少两个字符');
  if ([...word].length > WORD_MAX) throw refuse(`敏感词不能超过${WORD_MAX}个字符`);
  const category = input.category ?? 'custom';
  if (!isCategory(category)) throw refuse('敏感词分类不存在');
  const verdict = input.verdict ?? CATEGORY_VERDICT[category];
  if (!VERDICTS.includes(verdict)) throw refuse('处理方式只能是拦截、审核或打码');
  return { word, category, verdict };
}

/** A page of the operators' words, newest first (keyset by id). */
export async function listSensitiveWords(
  app: AppContext,
  input: {
    category?: string | undefined;
    query?: string | undefined;
    cursor?: string | null | undefined;
    pageSize: number;
  },
) {
  const afterId = input.cursor ? Number(input.cursor) : undefined;
  // No word has a category the list does not know.
  const category = input.category || undefined;
  if (category !== undefined && !isCategory(category)) return { rows: [], nextCursor: null };
  const rows = await listWordRows(app.db, {
    category,
    query: input.query?.trim() || undefined,
    afterId: Number.isSafeInteger(afterId) ? afterId : undefined,
    limit: input.pageSize + 1,
  });
  const page = rows.slice(0, input.pageSize);
  return {
    rows: page.map(view),
    nextCursor: rows.length > input.pageSize ? String(page[page.length - 1]!.id) : null,
  };
}

/** Adds a word (or changes the category and verdict of one already listed). */
export async function addSensitiveWord(app: AppContext, input: SensitiveWordInput): Promise<SensitiveWordView> {
  const row = checked(input);
  await upsertWordRows(app.db, [row]);
  await bumpFilterVersion(app.db);
  return view((await findWordRow(app.db, row.word))!);
}

export async function updateSensitiveWord(
  app: AppContext,
  id: number,
  change: Partial<SensitiveWordInput>,
): Promise<SensitiveWordView> {
  const next = change.word === undefined ? undefined : checked({ word: change.word, category: change.category });
  if (change.category !== undefined && !isCategory(change.category)) throw refuse('敏感词分类不存在');
  if (change.verdict !== undefined && !VERDICTS.includes(change.verdict))
    throw refuse('处理方式只能是拦截、审核或打码');
  let row: SensitiveWordRow | undefined;
  try {
    row = await updateWordRow(app.db, id, { word: next?.word, category: change.category, verdict: change.verdict });
  } catch (e) {
    if (String((e as { code?: unknown }).code) === '23505') throw refuse('这个敏感词已经在列表里');
    throw e;
  }
  if (!row) throw notFound();
  await bumpFilterVersion(app.db);
  return view(row);
}

export async function removeSensitiveWords(app: AppContext, ids: readonly number[]): Promise<{ removed: number }> {
  const removed = await deleteWordRows(app.db, ids);
  if (removed > 0) await bumpFilterVersion(app.db);
  return { removed };
}

/**
 * Adds many words at once (a pasted list or a file's lines): each is checked as one added by hand; the whole import
 * is refused, naming the first bad line, rather than half done. Duplicates count once.
 */
export async function importSensitiveWords(
  app: AppContext,
  items: readonly SensitiveWordInput[],
): Promise<{ imported: number }> {
  if (items.length > IMPORT_MAX) throw refuse(`一次最多导入${IMPORT_MAX}个敏感词`);
  const rows = new Map<string, ReturnType<typeof checked>>();
  items.forEach((item, i) => {
    try {
      const row = checked(item);
      rows.set(row.word, row);
    } catch (e) {
      throw refuse(`第${i + 1}个敏感词「${item.word}」：${(e as Error).message}`);
    }
  });
  const imported = await upsertWordRows(app.db, [...rows.values()]);
  await bumpFilterVersion(app.db);
  return { imported };
}

/** Every operator word, in the order they were added. */
export async function exportSensitiveWords(app: AppContext): Promise<SensitiveWordView[]> {
  return (await allWordRows(app.db)).map(view);
}
