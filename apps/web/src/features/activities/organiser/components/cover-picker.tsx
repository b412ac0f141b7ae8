import { useRef, useState } from 'react';
import { SafeImage } from '../../../../ui/safe-image';
import { uploadActivityImage } from '../api/image-upload';
import { failureText } from '../api/failure-text';
import { organiserMessages } from '../messages';
import styles from './cover-picker.module.css';

const t = organiserMessages.edit;

/** The cover: a 16:9 box that uploads a picture when tapped and shows it once the server has it. */
export function CoverPicker({ value, onChange }: { value: string | null; onChange: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const answer = await uploadActivityImage(file);
      onChange(answer.url);
    } catch (e) {
      const text = failureText(e);
      setError(text === 'code error' ? t.coverFailed : text);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.box}
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={value ? t.coverChange : t.coverAdd}
        data-testid="cover-picker"
      >
        {value ? (
          <SafeImage src={value} alt="" width={16} height={9} className={styles.image} resizeWidth={750} />
        ) : null}
        <span className={value ? styles.change : styles.add}>
          {busy ? t.coverUploading : value ? t.coverChange : `＋ ${t.coverAdd}`}
        </span>
      </button>
      {error ? <p className={styles.error}>{error}</p> : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="cover-input"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </div>
  );
}
