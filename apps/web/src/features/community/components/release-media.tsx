import type { ChangeEvent } from 'react';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { CloseIcon, PlayIcon, PlusIcon, VideoIcon } from '../../../ui/action-icons';
import { SafeImage } from '../../../ui/safe-image';
import { showToast } from '../../../ui/toast';
import { MAX_IMAGES } from '../lib/release-draft';
import { checkFile, type UploadItem } from '../lib/upload-queue';
import type { UploadRunner } from '../lib/upload-runner';
import type { useVideoUpload } from './use-media-upload';
import styles from './release-media.module.css';

const t = messages.community.release;

function ProgressOverlay({ progress }: { progress: number }) {
  const p = Math.round(progress * 100);
  return (
    <div className={styles.overlay} role="progressbar" aria-valuenow={p} aria-valuemin={0} aria-valuemax={100}>
      <span>{fmt(t.uploading, { p })}</span>
      <span className={styles.bar}>
        <span className={styles.fill} style={{ width: `${p}%` }} />
      </span>
    </div>
  );
}

function Tile({ item, runner }: { item: UploadItem; runner: UploadRunner<File> }) {
  return (
    <li className={styles.tile} data-testid="image-tile" data-status={item.status}>
      <SafeImage className={styles.preview} src={item.previewUrl} width={240} height={240} resizeWidth={240} alt="" />
      {item.status === 'uploading' || item.status === 'queued' ? <ProgressOverlay progress={item.progress} /> : null}
      {item.status === 'failed' ? (
        <button type="button" className={`${styles.overlay} ${styles.failed}`} onClick={() => runner.retry(item.key)}>
          <span>{t.uploadFailed}</span>
          <small>{item.error}</small>
          <span>{t.tapRetry}</span>
        </button>
      ) : null}
      <button type="button" className={styles.remove} onClick={() => runner.remove(item.key)} aria-label={t.remove}>
        <CloseIcon />
      </button>
    </li>
  );
}

/** Up to nine pictures with their upload progress, or one video; the tiles that add them. */
export function ReleaseMedia({
  items,
  runner,
  video,
}: {
  items: UploadItem[];
  runner: UploadRunner<File>;
  video: ReturnType<typeof useVideoUpload>;
}) {
  const pickImages = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    const ok = files.filter((f) => {
      const refusal = checkFile(f, 'image');
      if (refusal) showToast(refusal === 'size' ? t.sizeRefused : t.typeRefused);
      return !refusal;
    });
    const taken = runner.add(ok.map((file) => ({ file, previewUrl: URL.createObjectURL(file) })));
    if (taken < ok.length) showToast(t.tooMany);
  };
  const pickVideo = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const refusal = checkFile(file, 'video');
    if (refusal) return showToast(refusal === 'size' ? t.videoSizeRefused : t.videoTypeRefused);
    video.start(file, URL.createObjectURL(file));
  };

  const v = video.state;
  if (v.status !== 'idle') {
    return (
      <ul className={styles.grid}>
        <li className={`${styles.tile} ${styles.videoTile}`} data-testid="video-tile">
          {v.status === 'done' ? (
            <>
              <SafeImage className={styles.preview} src={v.video.coverURL} width={240} height={240} alt="" />
              <span className={styles.duration}>
                <PlayIcon /> {fmt(t.videoDuration, { s: Math.round(v.video.duration) })}
              </span>
            </>
          ) : (
            <video className={styles.preview} src={v.previewUrl} muted playsInline preload="metadata" />
          )}
          {v.status === 'uploading' ? <ProgressOverlay progress={v.progress} /> : null}
          {v.status === 'failed' ? (
            <button type="button" className={`${styles.overlay} ${styles.failed}`} onClick={video.retry}>
              <span>{t.uploadFailed}</span>
              <small>{v.error}</small>
              <span>{t.tapRetry}</span>
            </button>
          ) : null}
          <button type="button" className={styles.remove} onClick={video.remove} aria-label={t.remove}>
            <CloseIcon />
          </button>
        </li>
      </ul>
    );
  }

  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <Tile key={item.key} item={item} runner={runner} />
      ))}
      {items.length < MAX_IMAGES ? (
        <li className={styles.tile}>
          <label className={styles.add}>
            <PlusIcon className={styles.addIcon} />
            <span>{items.length === 0 ? t.addImage : fmt(t.imageCount, { n: items.length })}</span>
            <input type="file" accept="image/*" multiple onChange={pickImages} data-testid="image-input" />
          </label>
        </li>
      ) : null}
      {items.length === 0 ? (
        <li className={styles.tile}>
          <label className={styles.add}>
            <VideoIcon className={styles.addIcon} />
            <span>{t.addVideo}</span>
            <input type="file" accept="video/*" onChange={pickVideo} data-testid="video-input" />
          </label>
        </li>
      ) : null}
    </ul>
  );
}
