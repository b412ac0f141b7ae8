import type { AppContext } from '../../platform/context.ts';
import { pointsRows } from './personal-data-repository.ts';
import { isoOrNull as iso } from '../../platform/db/pg-time.ts';

// Growth's section of privacy's copy of one's data (docs/product/privacy.md, "A copy of one's data").

/** The `points` section: every transaction of the person's ledger, oldest first. */
export async function exportPoints(app: AppContext, userId: number) {
  return (await pointsRows(app.db, userId)).map((p) => ({
    id: String(p.id),
    kind: p.kind,
    reason: p.reason,
    coin: p.coin,
    exp: p.exp,
    source: p.source_type ? { type: p.source_type, id: String(p.source_id) } : null,
    createdAt: iso(p.created_at),
  }));
}
