import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { TaskKind } from '../../platform/db/schema.ts';

export interface TaskProgressRow {
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
  progress: number;
  /** The newest content item or comment counted (for content and comment tasks): what the reward rests on. */
  source_id: number | null;
  received: boolean;
}

/**
 * Tasks of one kind with the user's progress counted from the events themselves (rows the user made in the task's
 * window: the Asia/Shanghai day for daily tasks, the task's own window for special ones, ever for welfare ones) and
 * whether this period's reward was paid. One query.
 */
export async function findTasksWithProgress(
  db: Kysely<DB>,
  input: {
    userId: number;
    kind?: TaskKind;
    taskId?: number;
    dayStart: Date;
    dayEnd: Date;
    periodKey: (k: TaskKind) => string;
  },
): Promise<TaskProgressRow[]> {
  const u = input.userId;
  // A sign-up counts while it holds a seat: a waitlist place, a lapsed hold or a cancellation is no sign-up.
  const enrolCount: RawBuilder<number> = sql`(select count(*) from activity_enrolments e where e.user_id = ${u}
          and e.status = 'enrolled' and e.created_at >= w.from_at and e.created_at < w.to_at)`;
  const inWindow = (col: string) => sql`${sql.ref(col)} >= w.from_at and ${sql.ref(col)} < w.to_at`;
  const result = await sql<TaskProgressRow>`
    select t.id, t.kind, t.event, t.title, t.description, t.target, t.reward_coin, t.reward_exp, t.icon_url, t.link,
      t.starts_at, t.ends_at,
      (case t.event
        when 'publish_dynamic' then (select count(*) from contents c where c.author_id = ${u} and c.type = 'dynamic'
          and c.status = 'published' and ${inWindow('c.created_at')})
        when 'comment' then (select count(*) from comments c where c.author_id = ${u} and c.status = 'published'
          and ${inWindow('c.created_at')})
        when 'like' then (select count(*) from likes l where l.user_id = ${u} and ${inWindow('l.created_at')})
        when 'follow' then (select count(*) from follows f where f.follower_id = ${u} and ${inWindow('f.created_at')})
        when 'sign_in' then (select count(*) from sign_ins s where s.user_id = ${u} and ${inWindow('s.created_at')})
        when 'enrol_activity' then ${enrolCount}
        else 0 end)::int as progress,
      (case t.event
        when 'publish_dynamic' then (select max(c.id) from contents c where c.author_id = ${u} and c.type = 'dynamic'
          and c.status = 'published' and ${inWindow('c.created_at')})
        when 'comment' then (select max(c.id) from comments c where c.author_id = ${u} and c.status = 'published'
          and ${inWindow('c.created_at')})
        else null end) as source_id,
      exists (select 1 from points_txns p where p.user_id = ${u} and p.event_key = 'task:' || t.id || ':' || w.period) as received
    from tasks t
    cross join lateral (select
      case t.kind when 'daily' then ${input.dayStart}::timestamptz
        when 'special' then coalesce(t.starts_at, '-infinity'::timestamptz) else '-infinity'::timestamptz end as from_at,
      case t.kind when 'daily' then ${input.dayEnd}::timestamptz
        when 'special' then coalesce(t.ends_at, 'infinity'::timestamptz) else 'infinity'::timestamptz end as to_at,
      case t.kind when 'daily' then ${input.periodKey('daily')}
        when 'special' then ${input.periodKey('special')} else ${input.periodKey('weal')} end as period) w
    where t.active
      ${input.kind ? sql`and t.kind = ${input.kind}` : sql``}
      ${input.taskId !== undefined ? sql`and t.id = ${input.taskId}` : sql``}
    order by t.sort, t.id`.execute(db);
  return result.rows.map((r) => ({
    ...r,
    id: Number(r.id),
    progress: Number(r.progress),
    source_id: r.source_id === null ? null : Number(r.source_id),
  }));
}
