import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { identityText } from '../messages';
import { AVATAR_SIDE, clampPan, cropRect, shownSize, ZOOM_MAX, ZOOM_MIN, type Pan, type Size } from '../avatar-crop';
import styles from './avatar-cropper.module.css';

const t = identityText();
/** The frame's side in CSS pixels: 7.2rem at the 37.5 design base (270 px on a 375 px screen). */
const frameSide = () => Math.round(7.2 * parseFloat(getComputedStyle(document.documentElement).fontSize || '37.5'));

/** The kept square as a JPEG file, drawn from the original picture (not the shown, scaled one). */
function cropToFile(img: HTMLImageElement, frame: number, zoom: number, pan: Pan): Promise<File> {
  const { sx, sy, side } = cropRect({ width: img.naturalWidth, height: img.naturalHeight }, frame, zoom, pan);
  const canvas = document.createElement('canvas');
  const out = Math.min(AVATAR_SIDE, Math.round(side));
  canvas.width = out;
  canvas.height = out;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no canvas'));
  ctx.drawImage(img, sx, sy, side, side, 0, 0, out, out);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], 'avatar.jpg', { type: 'image/jpeg' })) : reject(new Error('no blob'))),
      'image/jpeg',
      0.9,
    ),
  );
}

/**
 * The square crop of a chosen picture, done in the browser: the picture covers a square frame; drag to move it,
 * the slider to zoom. "Use" hands back the square as a JPEG of at most 512 px.
 */
export function AvatarCropper({
  file,
  onDone,
  onCancel,
  onUnreadable,
}: {
  file: File;
  onDone: (square: File, previewUrl: string) => void;
  onCancel: () => void;
  onUnreadable: () => void;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const [frame] = useState(frameSide);
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; from: Pan } | null>(null);

  // Read as a data URL: nothing to revoke, so a remount (StrictMode, a reopened sheet) never shows a dead link.
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? setSrc(reader.result) : onUnreadable());
    reader.onerror = () => onUnreadable();
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file, onUnreadable]);

  const shown = natural ? shownSize(natural, frame, zoom) : null;
  const move = (next: Pan, z = zoom) => natural && setPan(clampPan(natural, frame, z, next));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, from: pan };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    move({ x: d.from.x + e.clientX - d.x, y: d.from.y + e.clientY - d.y });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const use = async () => {
    const img = imgRef.current;
    if (!img || !natural) return;
    setBusy(true);
    try {
      const square = await cropToFile(img, frame, zoom, pan);
      onDone(square, URL.createObjectURL(square));
    } catch {
      onUnreadable();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.cropper} data-testid="avatar-cropper">
      <p className={styles.hint}>{t.cropHint}</p>
      <div
        className={styles.frame}
        style={{ width: frame, height: frame }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {src ? (
          <img
            ref={imgRef}
            src={src}
            alt=""
            draggable={false}
            className={styles.image}
            onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
            onError={onUnreadable}
            style={
              shown
                ? {
                    width: shown.width,
                    height: shown.height,
                    transform: `translate(calc(-50% + ${pan.x}px), calc(-50% + ${pan.y}px))`,
                  }
                : { visibility: 'hidden' }
            }
          />
        ) : null}
        <span className={styles.ring} aria-hidden />
      </div>
      <label className={styles.zoom}>
        <span>{t.zoom}</span>
        <input
          type="range"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={0.01}
          value={zoom}
          onChange={(e) => {
            const z = Number(e.target.value);
            setZoom(z);
            move(pan, z);
          }}
        />
      </label>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t.cancel}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => void use()}
          disabled={!natural || busy}
          data-testid="crop-use"
        >
          {t.useCrop}
        </button>
      </div>
    </div>
  );
}
