import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { addView, addViews } from './content-repository.ts';

// A content detail served from the micro-cache is still a view, but an UPDATE per cached read made such a read cost
// a database round trip and a row lock, as much as no cache at all (docs/performance.md). Views counted on cached reads
// are kept in memory and added to their rows at most a second later, one statement for every content read meanwhile;
// the app flushes what is left when it closes. A crash loses at most a second of view counts, never anything else.
const FLUSH_MS = 1_000;

interface ViewBatch {
  add(id: number): void;
  flush(): Promise<void>;
}

const batches = new WeakMap<AppContext, ViewBatch>();

function createViewBatch(ctx: AppContext, onError: (err: unknown) => void): ViewBatch {
  let pending = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return running;
    // In id order, so two flushes (two instances) lock rows in the same order.
    const rows = [...pending].sort((a, b) => a[0] - b[0]);
    pending = new Map();
    running = running.then(() => addViews(ctx.db, rows)).then(() => {}, onError);
    return running;
  };
  return {
    add(id) {
      pending.set(id, (pending.get(id) ?? 0) + 1);
      timer ??= setTimeout(() => void flush(), FLUSH_MS).unref();
    },
    flush,
  };
}

/** Counts cached reads in batches for this app; its views are flushed before it closes. */
export function registerViewBatch(app: FastifyInstance, ctx: AppContext) {
  const batch = createViewBatch(ctx, (err) => app.log.error({ err }, 'view counts not saved'));
  batches.set(ctx, batch);
  app.addHook('onClose', async () => {
    await batch.flush();
    batches.delete(ctx);
  });
}

/** A view of content whose answer came from the micro-cache: batched where the app keeps a batch, else at once. */
export function countCachedView(ctx: AppContext, id: number): Promise<void> | undefined {
  const batch = batches.get(ctx);
  // Batched: nothing to wait for, so a cache hit completes without a promise.
  if (batch) return void batch.add(id);
  return addView(ctx.db, id);
}

/** Writes the batched views now (a test reading the counter, or a shutdown). */
export async function flushViews(ctx: AppContext): Promise<void> {
  await batches.get(ctx)?.flush();
}
