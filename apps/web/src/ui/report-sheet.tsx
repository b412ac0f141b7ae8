import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { post, type ApiInput } from '../api/http';
import { uploadFile } from '../api/upload';
import { BottomSheet } from './bottom-sheet';
import { uiMessages } from './messages';
import { showToast } from './toast';
import styles from './report-sheet.module.css';

const t = uiMessages.report;
const REASONS_PATH = '/api/socialcontact/v1/report/reasons';
const REPORT_PATH = '/api/service/socialcontact/v1/report/add';
export type ReportTargetType = ApiInput<typeof REPORT_PATH>['targetType'];

function uploadPicture(file: File) {
  const data = new FormData();
  data.append('file', file, file.name || 'upload');
  return uploadFile(data, { onProgress: () => {}, signal: new AbortController().signal, toast: false, intent: file });
}
const MAX_PICTURES = 3;
const MAX_TEXT = 200;

type Picture = { fileId: string; url: string };

/**
 * The report sheet (举报): a reason, optional words and up to 3 of one's own pictures; 已收到 once the server has it.
 * Loaded on first use (lazy), so no page pays for it until someone reports.
 */
export default function ReportSheet({
  open,
  onClose,
  targetType,
  targetId,
}: {
  open: boolean;
  onClose: () => void;
  targetType: ReportTargetType;
  targetId: string;
}) {
  // The reasons do not change while the app runs: asked once the sheet first opens.
  const reasons = useQuery({
    queryKey: ['report-reasons'],
    queryFn: ({ signal }) => post(REASONS_PATH, {}, { signal }),
    enabled: open,
    staleTime: Infinity,
  });
  const report = useMutation({ mutationFn: (input: ApiInput<typeof REPORT_PATH>) => post(REPORT_PATH, input) });
  const [reason, setReason] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [uploading, setUploading] = useState(false);

  const addPicture = async (file: File | undefined) => {
    if (!file || pictures.length >= MAX_PICTURES) return;
    setUploading(true);
    try {
      const image = await uploadPicture(file);
      setPictures((list) => [...list, { fileId: image.fileId, url: image.url }].slice(0, MAX_PICTURES));
    } catch (error) {
      showToast(isApiError(error) && error.code > 0 ? error.message : t.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    if (!reason) return showToast(t.chooseReason);
    report.mutate(
      {
        targetType,
        targetId,
        reason: reason as never,
        ...(text.trim() ? { text: text.trim() } : {}),
        ...(pictures.length ? { images: pictures.map((p) => p.fileId) } : {}),
      },
      {
        onSuccess: () => {
          showToast(t.received);
          setReason(null);
          setText('');
          setPictures([]);
          onClose();
        },
      },
    );
  };

  return (
    <BottomSheet open={open} onClose={onClose} title={t.title} closeLabel={t.close} testId="report-sheet">
      <div className={styles.body}>
        <span className={styles.label}>{t.reasonLabel}</span>
        <div className={styles.reasons} role="group" aria-label={t.reasonLabel}>
          {reasons.data?.rows.map((r) => (
            <button
              key={r.code}
              type="button"
              className={styles.reason}
              aria-pressed={reason === r.code}
              onClick={() => setReason(r.code)}
              data-testid="report-reason"
            >
              {r.name}
            </button>
          ))}
        </div>
        <textarea
          className={styles.text}
          value={text}
          maxLength={MAX_TEXT}
          placeholder={t.textPlaceholder}
          onChange={(e) => setText(e.target.value)}
          data-testid="report-text"
        />
        <span className={styles.label}>{t.pictures}</span>
        <div className={styles.pictures}>
          {pictures.map((p) => (
            <div key={p.fileId} className={styles.picture}>
              <img src={p.url} alt="" />
              <button
                type="button"
                className={styles.remove}
                aria-label={t.removePicture}
                onClick={() => setPictures((list) => list.filter((x) => x.fileId !== p.fileId))}
              >
                ×
              </button>
            </div>
          ))}
          {pictures.length < MAX_PICTURES ? (
            <label className={styles.add}>
              {uploading ? t.uploading : t.addPicture}
              <input
                type="file"
                accept="image/*"
                disabled={uploading}
                onChange={(e) => {
                  void addPicture(e.target.files?.[0]);
                  e.target.value = '';
                }}
                data-testid="report-picture-input"
              />
            </label>
          ) : null}
        </div>
        <button
          type="button"
          className={styles.submit}
          disabled={report.isPending || uploading}
          onClick={submit}
          data-testid="report-submit"
        >
          {t.submit}
        </button>
      </div>
    </BottomSheet>
  );
}
