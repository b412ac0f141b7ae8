import { SCENE_KINDS, type SceneKind } from './scene-kinds.ts';
import { sceneSvg } from './demo-scenes.ts';
import { seeded } from './seeded-random.ts';
import { loadSharp } from '../platform/media/load-sharp.ts';

export const DEMO_SIZES: [number, number][] = [
  [750, 1000],
  [750, 750],
  [750, 562],
  [750, 1125],
  [750, 940],
];

// Tests load the demo once per file: the same picture is drawn once per process.
const drawn = new Map<string, Promise<Buffer>>();

/** One demo picture of a kind of place; `index` picks the variant, so each kind has several different ones. */
export function renderSceneImage(kind: SceneKind, index: number, width: number, height: number): Promise<Buffer> {
  const key = `${kind}:${index}:${width}x${height}`;
  let bytes = drawn.get(key);
  if (!bytes) {
    const svg = Buffer.from(sceneSvg(kind, width, height, seeded(index * 7919 + 17)));
    bytes = loadSharp().then((sharp) => sharp(svg).jpeg({ quality: 80, mozjpeg: true }).toBuffer());
    drawn.set(key, bytes);
  }
  return bytes;
}

/** A demo picture of some kind of scenery, chosen by the index: for covers that belong to no particular place. */
export function renderDemoImage(index: number, width: number, height: number): Promise<Buffer> {
  return renderSceneImage(SCENE_KINDS[index % SCENE_KINDS.length]!, index, width, height);
}

const SKIN = ['#f5d0b5', '#eab896', '#d9a27a', '#c68863', '#f1c7a5'];
const HAIR = ['#2b1d16', '#3e2a1e', '#1b1b1b', '#6b4423', '#8c5a2b', '#4a4a4a'];

/**
 * A person's picture: background, skin, hair style, clothes and glasses all vary with the index, so no two demo
 * users share an avatar (30 users, 5 × 6 × 4 styles × 12 hues).
 */
export async function renderAvatar(index: number): Promise<Buffer> {
  const r = seeded(index * 104729 + 3);
  const hue = (index * 47) % 360;
  const bg = `hsl(${hue}, 55%, 78%)`;
  const shirt = `hsl(${(hue + 180) % 360}, 45%, 45%)`;
  const skin = SKIN[index % SKIN.length]!;
  const hair = HAIR[Math.floor(r() * HAIR.length)]!;
  const style = index % 4;
  const hairShape = [
    // short
    `<path d="M48,66 Q50,28 80,26 Q110,28 112,66 Q104,44 80,42 Q58,44 48,66 Z" fill="${hair}"/>`,
    // long
    `<path d="M44,70 Q44,24 80,24 Q116,24 116,70 L118,120 L100,118 L104,62 Q94,44 80,44 Q66,44 56,62 L60,118 L42,120 Z" fill="${hair}"/>`,
    // bun
    `<circle cx="80" cy="22" r="14" fill="${hair}"/><path d="M48,64 Q50,30 80,30 Q110,30 112,64 Q100,46 80,46 Q60,46 48,64 Z" fill="${hair}"/>`,
    // cap
    `<path d="M46,58 Q48,26 80,26 Q112,26 114,58 Z" fill="${shirt}"/><rect x="76" y="52" width="56" height="8" rx="4" fill="${shirt}"/>`,
  ][style];
  const glasses =
    r() < 0.35
      ? `<g fill="none" stroke="#222" stroke-width="3"><circle cx="68" cy="70" r="9"/><circle cx="92" cy="70" r="9"/><path d="M77,70 L83,70"/></g>`
      : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">
  <rect width="160" height="160" fill="${bg}"/>
  <ellipse cx="80" cy="156" rx="56" ry="44" fill="${shirt}"/>
  <rect x="70" y="92" width="20" height="22" fill="${skin}"/>
  <ellipse cx="80" cy="68" rx="30" ry="34" fill="${skin}"/>
  <circle cx="69" cy="70" r="3" fill="#222"/><circle cx="91" cy="70" r="3" fill="#222"/>
  <path d="M71,86 Q80,${92 + Math.floor(r() * 4)} 89,86" fill="none" stroke="#9b4a3c" stroke-width="3" stroke-linecap="round"/>
  ${hairShape}${glasses}</svg>`;
  return (await loadSharp())(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
