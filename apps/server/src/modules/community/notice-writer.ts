import type { Kysely, Transaction } from 'kysely';
import type { NoticeKind } from '../../platform/db/community-schema.ts';
import type { DB } from '../../platform/db/schema.ts';
import { insertNotices } from './notice-repository.ts';

export interface NewNotice {
  userId: number;
  kind: NoticeKind;
  actorId: number | null;
  targetType?: string;
  targetId?: number | null;
  commentId?: number | null;
  title?: string;
  excerpt?: string;
}

const EXCERPT = 60;

/** Writes notices for an event; nobody is told about their own action. */
export async function writeNotices(trx: Transaction<DB> | Kysely<DB>, notices: NewNotice[]): Promise<void> {
  const rows = notices
    .filter((n) => n.userId !== n.actorId)
    .map((n) => ({
      user_id: n.userId,
      kind: n.kind,
      actor_id: n.actorId,
      target_type: n.targetType ?? '',
      target_id: n.targetId ?? null,
      comment_id: n.commentId ?? null,
      title: n.title ?? '',
      excerpt: [...(n.excerpt ?? '')].slice(0, EXCERPT).join(''),
    }));
  if (rows.length) await insertNotices(trx, rows);
}
