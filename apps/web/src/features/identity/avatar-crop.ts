// The square crop of a new avatar, as pure numbers: the picture is shown covering a square frame, the person
// zooms and drags it, and the part inside the frame is what is kept. Kept apart from the canvas so it is tested.

export type Size = { width: number; height: number };
/** The picture's offset inside the frame, in frame pixels (0, 0: centred). */
export type Pan = { x: number; y: number };

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
/** The kept avatar's side in pixels: sharp at 96 px shown on a 3x screen, small to upload. */
export const AVATAR_SIDE = 512;

/** The picture's shown size at a zoom: at 1 its shorter side just fills the frame. */
export function shownSize(image: Size, frame: number, zoom: number): Size {
  const scale = (frame / Math.min(image.width, image.height)) * zoom;
  return { width: image.width * scale, height: image.height * scale };
}

/** A pan that keeps the frame covered: the picture's edges never come inside it. */
export function clampPan(image: Size, frame: number, zoom: number, pan: Pan): Pan {
  const shown = shownSize(image, frame, zoom);
  const maxX = (shown.width - frame) / 2;
  const maxY = (shown.height - frame) / 2;
  const clamp = (v: number, max: number) => Math.min(max, Math.max(-max, v)) || 0;
  return { x: clamp(pan.x, maxX), y: clamp(pan.y, maxY) };
}

/** The square of the original picture, in its own pixels, that the frame shows. */
export function cropRect(image: Size, frame: number, zoom: number, pan: Pan) {
  const p = clampPan(image, frame, zoom, pan);
  const shown = shownSize(image, frame, zoom);
  const scale = shown.width / image.width;
  const side = frame / scale;
  // The frame's left edge sits (shown.width - frame) / 2 - x shown pixels into the picture.
  const sx = ((shown.width - frame) / 2 - p.x) / scale;
  const sy = ((shown.height - frame) / 2 - p.y) / scale;
  const fit = (v: number, max: number) => Math.min(Math.max(0, v), Math.max(0, max));
  return { sx: fit(sx, image.width - side), sy: fit(sy, image.height - side), side };
}

/** Pictures the server accepts (it checks the bytes again): JPG, PNG, WebP, GIF, and HEIC that phones convert. */
const IMAGE_NAME = /\.(jpe?g|png|webp|gif|heic|heif)$/i;

/**
 * Whether a picked file can be an avatar: an image by its type, or (when the phone gives no type) by its name. A
 * document, a video or a sound is refused before the cropper opens, with a message that says what to pick.
 */
export function isAvatarCandidate(file: { type: string; name: string }): boolean {
  if (file.type) return file.type.startsWith('image/') && file.type !== 'image/svg+xml';
  return IMAGE_NAME.test(file.name);
}
