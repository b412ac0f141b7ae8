import type { AppContext } from '../context.ts';
import { claimJob, failJob, finishJob, jobSignals, type Job } from './job-repository.ts';

export type JobHandler = (ctx: AppContext, job: Job) => Promise<Record<string, unknown>>;

export interface JobWorker {
  /** Finishes the job in hand, then stops polling. */
  stop(): Promise<void>;
  /** Runs every runnable job now (tests use it instead of waiting for a poll). */
  drain(): Promise<void>;
}

/**
 * Polls the jobs table every JOB_POLL_MS, and at once when a job is queued in this process. One job at a time:
 * the slow work (ffmpeg) must not starve request handling on a small machine.
 */
export function startJobWorker(ctx: AppContext, handlers: Record<string, JobHandler>): JobWorker {
  const kinds = Object.keys(handlers);
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const runOne = async (): Promise<boolean> => {
    const job = await claimJob(ctx.db, kinds);
    if (!job) return false;
    try {
      await finishJob(ctx.db, job.id, await handlers[job.kind]!(ctx, job));
    } catch (err) {
      await failJob(ctx.db, job, err instanceof Error ? err.message : String(err));
    }
    return true;
  };
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        while (!stopped && (await runOne()));
      } catch {
        // The database may be closing or briefly away: the next poll tries again.
      } finally {
        running = null;
        if (!stopped) timer = setTimeout(tick, ctx.config.JOB_POLL_MS);
      }
    })();
  };
  const wake = () => {
    clearTimeout(timer);
    tick();
  };
  jobSignals.on('queued', wake);
  timer = setTimeout(tick, ctx.config.JOB_POLL_MS);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      jobSignals.off('queued', wake);
      await running;
    },
    async drain() {
      await running;
      while (await runOne());
    },
  };
}
