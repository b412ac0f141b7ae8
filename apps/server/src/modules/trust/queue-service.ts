import type { AppContext } from '../../platform/context.ts';
import { decodeCursor, pageOf } from '../../platform/db/keyset-cursor.ts';
import type { ModerationTarget } from './moderation-service.ts';
import { reasonName } from './report-reasons.ts';
import { findQueuePage } from './report-repository.ts';

/** Pictures shown per queue row: three reports' worth. */
const EVIDENCE_IMAGES = 9;

/**
 * The report queue for the console: one row per reported target, most distinct reporters first; `reason` is the
 * reason most of its reports gave (its Chinese name), `createdAt` its first report's time.
 */
export async function reportQueue(
  app: AppContext,
  input: { state?: 'open' | 'closed' | undefined; cursor?: string | null | undefined; pageSize: number },
): Promise<{
  rows: Array<{
    id: string;
    targetType: ModerationTarget;
    targetId: string;
    reason: string;
    reporterCount: number;
    state: 'open' | 'closed';
    createdAt: string;
    evidence: { texts: string[]; images: string[] };
  }>;
  nextCursor: string | null;
}> {
  const rows = await findQueuePage(app.db, {
    state: input.state,
    after: decodeCursor(input.cursor),
    limit: input.pageSize + 1,
  });
  const page = pageOf(rows, input.pageSize, (last) => ({ value: String(last.reporter_count), id: last.last_id }));
  return {
    rows: page.rows.map((r) => ({
      id: String(r.last_id),
      targetType: r.target_type,
      targetId: String(r.target_id),
      reason: reasonName(r.reason),
      reporterCount: r.reporter_count,
      state: r.open_count > 0 ? 'open' : 'closed',
      createdAt: new Date(r.created_at).toISOString(),
      // What the reporters wrote and showed, so a moderator reads their case beside the target.
      evidence: {
        texts: r.bodies,
        images: r.image_lists
          .flat()
          .slice(0, EVIDENCE_IMAGES)
          .map((i) => i.url),
      },
    })),
    nextCursor: page.nextCursor,
  };
}
