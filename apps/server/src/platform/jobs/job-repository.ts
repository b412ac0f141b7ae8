import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { JobStatus } from '../db/schema.ts';

// The jobs table's SQL: a small job queue in the database (no Redis needed): jobs are rows, claimed with FOR UPDATE SKIP LOCKED so
// several instances can poll the same table; a claimed job that is never finished is retried after a timeout.

/** Tells in-process workers that a job is waiting, so they need not wait for their next poll. */
export const jobSignals = new EventEmitter();

export const MAX_ATTEMPTS = 3;
/** A running job whose worker vanished (a crash, a deploy) is claimed again after this long. */
const STALE_AFTER_S = 600;

export interface Job {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  owner_id: number | null;
}

export async function enqueueJob(
  db: Kysely<DB>,
  kind: string,
  payload: Record<string, unknown>,
  ownerId: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload), owner_id: ownerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  jobSignals.emit('queued');
  return row.id;
}

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  ownerId?: number | null;
  /** Not before then (a hold's expiry, a cancellation's effective day); now when left out. */
  runAfter?: Date;
}

/**
 * Queues jobs on `db`, which may be the caller's transaction: the rows commit with what they are about. Workers are
 * woken for a job due now; a later one is found by their poll.
 */
export async function enqueueJobs(db: Kysely<DB>, jobs: readonly NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insertInto('jobs')
    .values(
      jobs.map((job) => ({
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        owner_id: job.ownerId ?? null,
        ...(job.runAfter ? { run_after: job.runAfter } : {}),
      })),
    )
    .execute();
  if (jobs.some((job) => !job.runAfter)) jobSignals.emit('queued');
}

/** Whether a job of this kind is queued or running already. */
export async function isJobPending(db: Kysely<DB>, kind: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('status', 'in', ['queued', 'running'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims the oldest runnable job of the given kinds, or undefined. */
export async function claimJob(db: Kysely<DB>, kinds: string[]): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const result = await sql<Job>`
    update jobs set status = 'running', locked_at = now(), attempts = attempts + 1
    where id = (
      select id from jobs
      where kind in (${sql.join(kinds)}) and attempts < ${MAX_ATTEMPTS} and (
        (status = 'queued' and run_after <= now())
        or (status = 'running' and locked_at < now() - make_interval(secs => ${STALE_AFTER_S})))
      order by id
      for update skip locked
      limit 1)
    returning id, kind, payload, attempts, owner_id`.execute(db);
  return result.rows[0];
}

export async function finishJob(db: Kysely<DB>, id: number, result: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', result: JSON.stringify(result), finished_at: new Date(), last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed job runs again later (backing off) until its attempts are used up. */
export async function failJob(db: Kysely<DB>, job: Job, error: string): Promise<void> {
  const final = job.attempts >= MAX_ATTEMPTS;
  await db
    .updateTable('jobs')
    .set({
      status: final ? 'failed' : 'queued',
      last_error: error.slice(0, 500),
      run_after: sql<Date>`now() + make_interval(secs => ${job.attempts * 5})`,
      finished_at: final ? new Date() : null,
    })
    .where('id', '=', job.id)
    .execute();
}

export async function findJob(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'status', 'owner_id', 'payload', 'result', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirst() as Promise<
    | {
        id: number;
        kind: string;
        status: JobStatus;
        owner_id: number | null;
        payload: Record<string, unknown>;
        result: Record<string, unknown> | null;
        last_error: string | null;
      }
    | undefined
  >;
}
