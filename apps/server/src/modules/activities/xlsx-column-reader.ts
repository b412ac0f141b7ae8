import { runSheetWorker } from './sheet-worker.ts';

// The first column of a spreadsheet's first sheet, read in a worker thread (docs/product/activity-tickets.md,
// "Invitation lists"). exceljs is a large tree of CommonJS modules: loading it on the server's own thread blocked the
// event loop for 1.2–1.6 s on the first import of a process (every request, /healthz included, waited), and the rows
// are parsed there too. In a worker neither touches the thread that answers requests (sheet-worker.ts; exceljs stays
// an import from node_modules in the compiled bundle, scripts/server-build.mjs).

export interface ColumnRead {
  /** Non-empty cells of column A, with their row numbers, in order. */
  cells: { row: number; value: string }[];
  rowsRead: number;
  /** More than `maxRows` rows: reading stopped there. */
  tooMany: boolean;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { Readable } = require('node:stream');
const Excel = require(workerData.exceljs);
const cellText = (value) => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && typeof value.text === 'string') return value.text;
  if (typeof value === 'object' && Array.isArray(value.richText)) return value.richText.map((p) => p.text).join('');
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return String(value).trim();
};
(async () => {
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(workerData.bytes)]), {
    worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore',
  });
  const cells = [];
  let rowsRead = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      rowsRead += 1;
      if (rowsRead > workerData.maxRows) return { cells: [], rowsRead, tooMany: true };
      if (rowsRead % workerData.progressEvery === 0) parentPort.postMessage({ progress: rowsRead });
      const value = cellText(row.getCell(1).value);
      if (value !== '') cells.push({ row: row.number, value });
    }
    break; // the first sheet only
  }
  return { cells, rowsRead, tooMany: false };
})().then(
  (read) => parentPort.postMessage({ read }),
  (err) => parentPort.postMessage({ error: String(err && err.message || err) }),
);
`;

/**
 * Reads column A of the first sheet in a worker thread; `onProgress` hears the rows read every `progressEvery` rows.
 * Rejects when the file cannot be read as xlsx.
 */
export function readFirstColumn(
  bytes: Buffer,
  options: { maxRows: number; progressEvery: number; onProgress: (rowsRead: number) => void },
): Promise<ColumnRead> {
  return runSheetWorker<ColumnRead, { progress?: number; read?: ColumnRead; error?: string }>(
    WORKER,
    { bytes: new Uint8Array(bytes), maxRows: options.maxRows, progressEvery: options.progressEvery },
    (m: { progress?: number; read?: ColumnRead; error?: string }) => {
      if (m.progress !== undefined) {
        options.onProgress(m.progress);
        return undefined;
      }
      return m.read ? { value: m.read } : { error: new Error(m.error ?? 'unreadable') };
    },
  );
}
