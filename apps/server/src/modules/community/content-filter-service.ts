import { createWordMatcher, dropContainedDuplicates, type FilterItem, type WordMatcher } from '@app/rules';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { refuse } from '../../platform/http/app-error.ts';
import { loadSensitiveWords, sensitiveWordsVersion } from './sensitive-word-repository.ts';

export interface Verdict extends FilterItem {
  pass: boolean;
  words: string[];
}

// The matcher is built once per word list and database; an operator's edit shows in the list's fingerprint,
// so the next text is judged by the new list without a restart.
const matchers = new WeakMap<Kysely<DB>, { version: string; matcher: WordMatcher }>();

async function wordMatcher(db: Kysely<DB>): Promise<WordMatcher> {
  const version = await sensitiveWordsVersion(db);
  const cached = matchers.get(db);
  if (cached?.version === version) return cached.matcher;
  const matcher = createWordMatcher(await loadSensitiveWords(db));
  matchers.set(db, { version, matcher });
  return matcher;
}

export async function judge(db: Kysely<DB>, items: FilterItem[]): Promise<{ pass: boolean; items: Verdict[] }> {
  const matcher = await wordMatcher(db);
  const verdicts = items.map((item) => {
    const found = matcher.find(item.content);
    return { ...item, pass: found.length === 0, words: found };
  });
  return { pass: verdicts.every((v) => v.pass), items: verdicts };
}

const refusal = (verdicts: Verdict[]) => {
  const words = [...new Set(verdicts.flatMap((v) => v.words))];
  return refuse(`内容包含敏感词：${words.join('、')}，请修改后再发布`, { pass: false, items: verdicts });
};

/** queryFilter: items wholly contained in another's are dropped as duplicates (SPEC.md section 5), then judged. */
export async function queryFilter(app: AppContext, items: FilterItem[]) {
  const verdict = await judge(app.db, dropContainedDuplicates(items));
  if (!verdict.pass) throw refusal(verdict.items);
  return verdict;
}

/** Refuses (code 1, naming the words) when any text matches the sensitive-word list. */
export async function assertClean(db: Kysely<DB>, items: FilterItem[]): Promise<void> {
  const verdict = await judge(db, dropContainedDuplicates(items.filter((i) => i.content !== '')));
  if (!verdict.pass) throw refusal(verdict.items);
}

// Stored as plain text, verbatim: no HTML is ever made from it here. Only control characters that a database
// text column refuses or that no text needs are dropped, and line ends are unified.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
export const plainText = (s: string) => s.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
