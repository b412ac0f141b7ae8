import { TREASURE_FORMULA } from '@app/contract';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { tallyPublishedByPlace } from '../community/index.ts';
import { enqueueJob, isJobPending } from '../../platform/jobs/job-repository.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { rankingOf, rankingPage, recomputeRankings } from './treasure-repository.ts';

export const TREASURE_JOB = 'places.treasure';
/** The ranking is recomputed this often (and at every start), never per request. */
export const TREASURE_EVERY_MS = 60 * 60 * 1000;

export const treasureJob: JobHandler = async (app) => ({
  rows: await recomputeRankings(app.db, await tallyPublishedByPlace(app.db)),
});

/** Queues a recompute unless one is already waiting. */
export async function queueTreasureRanking(app: AppContext) {
  if (!(await isJobPending(app.db, TREASURE_JOB))) await enqueueJob(app.db, TREASURE_JOB, {});
}

/** At start: one recompute now, then one an hour (the timer does not keep the process alive). */
export async function startTreasureRanking(app: AppContext) {
  await queueTreasureRanking(app);
  setInterval(() => void queueTreasureRanking(app).catch(() => {}), TREASURE_EVERY_MS).unref();
}

export async function treasureList(
  app: AppContext,
  input: { destinationId: number; pageNo: number; pageSize: number },
) {
  const page = await rankingPage(app.db, input.destinationId, (input.pageNo - 1) * input.pageSize, input.pageSize);
  return {
    rows: page.rows.map((r) => ({
      rank: r.rank,
      user: { userId: r.user_code, nickname: r.nickname, avatar: r.avatar_url },
      score: r.score,
      contentCount: r.content_count,
      likeCount: r.like_count,
    })),
    total: page.total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
    formula: TREASURE_FORMULA,
    computedAt: page.computedAt ? new Date(page.computedAt).toISOString() : null,
  };
}

export async function treasureUser(
  app: AppContext,
  viewer: SessionUser | null,
  input: { destinationId: number; userId?: string | undefined },
) {
  const code = input.userId ?? viewer?.userCode;
  const row = code ? await rankingOf(app.db, input.destinationId, code) : undefined;
  return {
    ranked: row !== undefined,
    rank: row?.rank ?? null,
    score: row?.score ?? 0,
    contentCount: row?.content_count ?? 0,
    likeCount: row?.like_count ?? 0,
    formula: TREASURE_FORMULA,
  };
}
