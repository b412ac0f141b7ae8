import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// What the spreadsheet workers share (xlsx-column-reader.ts, xlsx-sheet-writer.ts): each is plain CommonJS given as
// source, so it runs the same from apps/server/src under tsx and from the compiled bundle, handed the path of exceljs
// as this process resolves it; it posts progress messages and then one outcome, and is gone after that.

let exceljsPath: string | undefined;

/**
 * Runs `source` in a worker thread with `data` (plus `exceljs`, the library's path) as its workerData. `onMessage`
 * answers each message: `undefined` while it is progress, else the outcome, after which the worker is stopped.
 */
export function runSheetWorker<T, M>(
  source: string,
  data: Record<string, unknown>,
  onMessage: (message: M) => { value: T } | { error: Error } | undefined,
): Promise<T> {
  exceljsPath ??= createRequire(import.meta.url).resolve('exceljs');
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { ...data, exceljs: exceljsPath } });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.on('message', (message: M) => {
      const outcome = onMessage(message);
      if (!outcome) return;
      settle(() => ('value' in outcome ? resolve(outcome.value) : reject(outcome.error)));
    });
    worker.on('error', (err) => settle(() => reject(err)));
    worker.on('exit', (code) => settle(() => reject(new Error(`spreadsheet worker exited with ${code}`))));
  });
}
