import { useRef, useState } from 'react';
import { showToast } from '../../../../ui/toast';
import { SafeImage } from '../../../../ui/safe-image';
import { uploadActivityImage } from '../api/image-upload';
import { failureText } from '../api/failure-text';
import type { NewBlock } from '../api/diy-contents';
import { organiserMessages } from '../messages';
import flow from './flow.module.css';
import styles from './blocks.module.css';

const t = organiserMessages.detail;

/** Writes one content block, text or a picture with a caption, and hands it over to be added. */
export function BlockComposer({
  kind,
  sort,
  busy,
  onAdd,
  onCancel,
}: {
  kind: 'text' | 'image';
  sort: number;
  busy: boolean;
  onAdd: (block: NewBlock) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setImageUrl((await uploadActivityImage(file)).url);
    } catch (e) {
      const text = failureText(e);
      showToast(text === 'code error' ? organiserMessages.edit.coverFailed : text);
    } finally {
      setUploading(false);
    }
  };

  const add = () => {
    if (kind === 'text' && !body.trim()) return showToast(t.needBody);
    if (kind === 'image' && !imageUrl) return input.current?.click();
    onAdd({ kind, title: title.trim(), body: body.trim(), sort, ...(kind === 'image' ? { imageUrl } : {}) });
  };

  return (
    <section className={flow.section} data-testid="block-composer">
      <label className={flow.row}>
        <input
          className={`${flow.input} ${styles.left}`}
          value={title}
          maxLength={60}
          placeholder={t.blockTitle}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="block-title"
        />
      </label>
      {kind === 'image' ? (
        <button type="button" className={styles.picture} onClick={() => input.current?.click()} disabled={uploading}>
          {imageUrl ? (
            <SafeImage src={imageUrl} alt="" width={16} height={9} className={styles.pictureImage} />
          ) : (
            <span>{uploading ? t.imageUploading : t.imagePick}</span>
          )}
        </button>
      ) : null}
      <textarea
        className={flow.textarea}
        value={body}
        maxLength={5000}
        placeholder={kind === 'image' ? t.blockCaption : t.blockBody}
        onChange={(e) => setBody(e.target.value)}
        data-testid="block-body"
      />
      <div className={styles.composerButtons}>
        <button type="button" className={flow.secondary} onClick={onCancel}>
          {organiserMessages.common.cancel}
        </button>
        <button
          type="button"
          className={flow.primary}
          disabled={busy || uploading}
          onClick={add}
          data-testid="block-save"
        >
          {t.addBlock}
        </button>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="block-image-input"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </section>
  );
}
