import { useRef, useState } from 'react';
import { isSpreadsheetFile } from '@app/rules';
import { fmt } from '../../../../lib/messages';
import { showToast } from '../../../../ui/toast';
import {
  downloadEnrolList,
  importFailure,
  importInvitations,
  untilImported,
  type ImportFailure,
} from '../api/spreadsheets';
import { failureText } from '../api/failure-text';
import { organiserMessages } from '../messages';
import styles from './spreadsheet-bar.module.css';

const t = organiserMessages.enrolments;

/** Export the sign-up list (xlsx, masked) and, for an invitation-only activity, import the invited mobiles. */
export function SpreadsheetBar({
  activityId,
  inviteOnly,
  fileName,
}: {
  activityId: string;
  inviteOnly: boolean;
  fileName: string;
}) {
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [done, setDone] = useState('');
  const [progress, setProgress] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadEnrolList(activityId, fileName);
      showToast(t.exported);
    } catch (e) {
      showToast(failureText(e));
    } finally {
      setExporting(false);
    }
  };

  const onImport = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setFailure(null);
    setDone('');
    if (!isSpreadsheetFile(file.name)) return setFailure({ message: t.importWrongType, badRows: [] });
    setImporting(true);
    try {
      // The server reads the list off the request path: the upload is answered at once, then its progress.
      const answer = await untilImported(await importInvitations(activityId, file), (p) =>
        setProgress(fmt(t.importProgress, { n: p.rowsRead })),
      );
      if (answer.status === 'done') setDone(fmt(t.imported, { n: answer.imported, total: answer.total }));
      else
        setFailure({
          message: answer.message,
          badRows: answer.badRows,
          badCount: answer.badCount,
        });
    } catch (e) {
      setFailure(importFailure(e));
    } finally {
      setImporting(false);
      setProgress('');
    }
  };

  return (
    <section className={styles.bar}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          disabled={exporting}
          onClick={() => void onExport()}
          data-testid="export-enrolments"
        >
          {exporting ? t.exporting : t.export}
        </button>
        {inviteOnly ? (
          <button
            type="button"
            className={styles.button}
            disabled={importing}
            onClick={() => input.current?.click()}
            data-testid="import-invitations"
          >
            {importing ? t.importing : t.import}
          </button>
        ) : null}
      </div>
      {inviteOnly ? <p className={styles.hint}>{t.importHint}</p> : null}
      {progress ? (
        <p className={styles.hint} role="status" data-testid="import-progress">
          {progress}
        </p>
      ) : null}
      {done ? (
        <p className={styles.done} role="status" data-testid="import-result">
          {done}
        </p>
      ) : null}
      {failure ? (
        <div className={styles.failure} role="alert" data-testid="import-failure">
          <p>{failure.message}</p>
          {failure.badCount && failure.badCount > Math.min(20, failure.badRows.length) ? (
            <p>{fmt(t.importBadCount, { n: failure.badCount, shown: Math.min(20, failure.badRows.length) })}</p>
          ) : null}
          {failure.badRows.length ? (
            <ul>
              {failure.badRows.slice(0, 20).map((r) => (
                <li key={r.row}>{fmt(t.importRow, { row: r.row, value: r.value })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <input
        ref={input}
        type="file"
        hidden
        accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(e) => void onImport(e.target.files?.[0])}
        data-testid="import-input"
      />
    </section>
  );
}
