import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import {
  addSensitiveWord,
  exportSensitiveWords,
  findWordRowById,
  importSensitiveWords,
  listSensitiveWords,
  removeSensitiveWords,
  updateSensitiveWord,
} from '../community/index.ts';
import { appendAudit, type AuditActor } from './audit-service.ts';
import { parseWordLines, wordsCsv } from './word-csv.ts';

// Sensitive words from the console: the community's admin functions change the list and move the filter's version,
// so every instance applies a change within seconds (docs/product/content-filter.md); the console audits each.

type Verdict = 'block' | 'review' | 'mask';

export const wordPage = (
  app: AppContext,
  input: {
    category?: string | undefined;
    q?: string | undefined;
    cursor?: string | null | undefined;
    pageSize: number;
  },
) =>
  listSensitiveWords(app, { category: input.category, query: input.q, cursor: input.cursor, pageSize: input.pageSize });

const snapshot = (r: { word: string; category: string; verdict: string } | undefined) =>
  r ? { word: r.word, category: r.category, verdict: r.verdict } : null;

export async function addWord(
  app: AppContext,
  actor: AuditActor,
  input: { word: string; category?: string | undefined; verdict?: Verdict | undefined; reason: string },
) {
  const row = await addSensitiveWord(app, input);
  await appendAudit(app.db, actor, {
    action: 'sensitiveWords.add',
    targetType: 'sensitiveWord',
    targetId: row.id,
    after: snapshot(row),
    reason: input.reason,
  });
  return row;
}

export async function updateWord(
  app: AppContext,
  actor: AuditActor,
  input: { id: number; category?: string | undefined; verdict?: Verdict | undefined; reason: string },
) {
  const before = await findWordRowById(app.db, input.id);
  if (!before) throw notFound();
  const row = await updateSensitiveWord(app, input.id, { category: input.category, verdict: input.verdict });
  await appendAudit(app.db, actor, {
    action: 'sensitiveWords.update',
    targetType: 'sensitiveWord',
    targetId: row.id,
    before: snapshot(before),
    after: snapshot(row),
    reason: input.reason,
  });
  return row;
}

export async function removeWords(app: AppContext, actor: AuditActor, input: { ids: number[]; reason: string }) {
  const before = (await Promise.all(input.ids.map((id) => findWordRowById(app.db, id)))).filter((r) => r);
  const done = await removeSensitiveWords(app, input.ids);
  await appendAudit(app.db, actor, {
    action: 'sensitiveWords.remove',
    targetType: 'sensitiveWord',
    targetId: input.ids.join(',').slice(0, 200),
    before: before.map(snapshot),
    after: null,
    reason: input.reason,
  });
  return done;
}

export async function importWords(app: AppContext, actor: AuditActor, input: { text: string; reason: string }) {
  const lines = parseWordLines(input.text);
  const done = await importSensitiveWords(app, lines);
  await appendAudit(app.db, actor, {
    action: 'sensitiveWords.import',
    targetType: 'sensitiveWord',
    after: { imported: done.imported, words: lines.slice(0, 50).map((l) => l.word) },
    reason: input.reason,
  });
  return done;
}

export async function exportWords(app: AppContext): Promise<string> {
  return wordsCsv(await exportSensitiveWords(app));
}
