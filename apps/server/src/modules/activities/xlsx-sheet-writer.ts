import { runSheetWorker } from './sheet-worker.ts';

// A one-sheet spreadsheet written in a worker thread, for the same reason the invitation list is read in one
// (xlsx-column-reader.ts): exceljs is a large tree of CommonJS modules whose first load held the server's own thread
// for 1.2–1.8 s (every request waited, /healthz included), and building a long list's workbook is CPU work too
// (sheet-worker.ts runs it).

export interface SheetColumn {
  header: string;
  width: number;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Excel = require(workerData.exceljs);
(async () => {
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet(workerData.name);
  sheet.columns = workerData.columns.map((c, i) => ({ header: c.header, key: 'c' + i, width: c.width }));
  for (const values of workerData.rows) {
    const row = {};
    values.forEach((v, i) => (row['c' + i] = v));
    sheet.addRow(row);
  }
  sheet.getRow(1).font = { bold: true };
  return new Uint8Array(await book.xlsx.writeBuffer());
})().then(
  (bytes) => parentPort.postMessage({ bytes }, [bytes.buffer]),
  (err) => parentPort.postMessage({ error: String((err && err.message) || err) }),
);
`;

/** The xlsx bytes of one sheet: a bold header row of `columns`, then `rows` (one value per column). */
export function writeSheet(input: {
  name: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly (string | number)[])[];
}): Promise<Buffer> {
  return runSheetWorker<Buffer, { bytes?: Uint8Array; error?: string }>(
    WORKER,
    { name: input.name, columns: input.columns, rows: input.rows },
    (m: { bytes?: Uint8Array; error?: string }) =>
      m.bytes
        ? { value: Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength) }
        : { error: new Error(m.error ?? 'unwritable') },
  );
}
