import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { TaskKind } from '../../platform/db/schema.ts';

export interface TaskRecord {
  id: number;
  kind: TaskKind;
  event: 'publish_dynamic' | 'comment' | 'like' | 'follow' | 'enrol_activity' | 'sign_in';
  title: string;
  description: string;
  target: number;
  reward_coin: number;
  reward_exp: number;
  icon_url: string;
  link: string;
  starts_at: Date | null;
  ends_at: Date | null;
  received: boolean;
}

/**
 * Active tasks (of one kind, or one task) with whether this period's reward was paid to the user (the period: the
 * Asia/Shanghai day for daily tasks, once for special and welfare ones). Progress is counted by the service from growth's
 * own list of qualifying actions (qualifying-actions.ts).
 */
export async function findTasks(
  db: Kysely<DB>,
  input: {
    userId: number;
    kind?: TaskKind;
    taskId?: number;
    periodKey: (k: TaskKind) => string;
  },
): Promise<TaskRecord[]> {
  const u = input.userId;
  const result = await sql<TaskRecord>`
    select t.id, t.kind, t.event, t.title, t.description, t.target, t.reward_coin, t.reward_exp, t.icon_url, t.link,
      t.starts_at, t.ends_at,
      exists (select 1 from points_txns p where p.user_id = ${u} and p.event_key = 'task:' || t.id || ':' || w.period) as received
    from tasks t
    cross join lateral (select
      case t.kind when 'daily' then ${input.periodKey('daily')}
        when 'special' then ${input.periodKey('special')} else ${input.periodKey('weal')} end as period) w
    where t.active
      ${input.kind ? sql`and t.kind = ${input.kind}` : sql``}
      ${input.taskId !== undefined ? sql`and t.id = ${input.taskId}` : sql``}
    order by t.sort, t.id`.execute(db);
  return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
}
