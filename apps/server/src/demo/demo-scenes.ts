import type { SceneKind } from './demo-places.ts';

// Pictures for the demo posts, one composition per kind of place, drawn from shapes only (no text), so they look
// right without any fonts installed. `r` is a seeded random source: the same index always draws the same picture.

type Rand = () => number;
type Draw = (w: number, h: number, r: Rand) => string;

const f = (n: number) => n.toFixed(0);
const sky = (id: string, top: string, bottom: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#${id})"/>`;

/** A ridge line from x=0 to x=w around height `base`, closed to the bottom: mountains, dunes, hills. */
function ridge(w: number, h: number, base: number, amp: number, steps: number, r: Rand, smooth = false): string {
  const pts = Array.from({ length: steps + 1 }, (_, i) => [(w * i) / steps, base - r() * amp] as const);
  if (!smooth) return `M0,${f(h)} ${pts.map(([x, y]) => `L${f(x)},${f(y)}`).join(' ')} L${f(w)},${f(h)} Z`;
  let d = `M0,${f(h)} L0,${f(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    d += ` C${f((x0 + x1) / 2)},${f(y0)} ${f((x0 + x1) / 2)},${f(y1)} ${f(x1)},${f(y1)}`;
  }
  return `${d} L${f(w)},${f(h)} Z`;
}

const clouds = (w: number, h: number, r: Rand, n: number, color = '#ffffff') =>
  Array.from({ length: n }, () => {
    const x = r() * w;
    const y = (0.06 + r() * 0.22) * h;
    const s = (0.06 + r() * 0.06) * w;
    return `<g fill="${color}" opacity="0.85"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 0.35)}"/><ellipse cx="${f(x + s * 0.5)}" cy="${f(y - s * 0.2)}" rx="${f(s * 0.6)}" ry="${f(s * 0.4)}"/></g>`;
  }).join('');

/** A Chinese roof: a wide curved eave over a narrower ridge, at (cx, y), `span` wide. */
const roof = (cx: number, y: number, span: number, color: string) =>
  `<path d="M${f(cx - span / 2)},${f(y)} Q${f(cx - span * 0.3)},${f(y - span * 0.06)} ${f(cx - span * 0.32)},${f(y - span * 0.2)} L${f(cx + span * 0.32)},${f(y - span * 0.2)} Q${f(cx + span * 0.3)},${f(y - span * 0.06)} ${f(cx + span / 2)},${f(y)} Z" fill="${color}"/>`;

const SCENES: Record<SceneKind, Draw> = {
  mountain: (w, h, r) =>
    sky('s', '#9ec9e8', '#eef5f8') +
    clouds(w, h, r, 3) +
    `<path d="${ridge(w, h, h * 0.45, h * 0.25, 6, r)}" fill="#7d93a6"/>` +
    `<rect y="${f(h * 0.55)}" width="${w}" height="${f(h * 0.05)}" fill="#ffffff" opacity="0.3"/>` +
    `<path d="${ridge(w, h, h * 0.68, h * 0.2, 9, r)}" fill="#4d6b5c"/>` +
    Array.from({ length: 7 }, (_, i) => {
      const x = (i + r()) * (w / 7);
      const y = h * (0.78 + r() * 0.1);
      return `<path d="M${f(x)},${f(y - 70)} L${f(x - 26)},${f(y)} L${f(x + 26)},${f(y)} Z" fill="#2e4a3b"/>`;
    }).join('') +
    `<path d="${ridge(w, h, h * 0.92, h * 0.05, 5, r)}" fill="#233a2e"/>`,
  snow: (w, h, r) => {
    const peak = w * (0.35 + r() * 0.3);
    return (
      sky('s', '#2f6db5', '#a9d2f2') +
      `<path d="M${f(peak - w * 0.6)},${f(h * 0.8)} L${f(peak)},${f(h * 0.22)} L${f(peak + w * 0.6)},${f(h * 0.8)} Z" fill="#8aa3ba"/>` +
      `<path d="M${f(peak - w * 0.16)},${f(h * 0.39)} L${f(peak)},${f(h * 0.22)} L${f(peak + w * 0.16)},${f(h * 0.39)} L${f(peak + w * 0.07)},${f(h * 0.35)} L${f(peak)},${f(h * 0.41)} L${f(peak - w * 0.08)},${f(h * 0.36)} Z" fill="#ffffff"/>` +
      `<path d="${ridge(w, h, h * 0.78, h * 0.1, 8, r)}" fill="#5b6f5a"/>` +
      `<rect y="${f(h * 0.86)}" width="${w}" height="${f(h * 0.14)}" fill="#3d8fb0"/>` +
      `<rect y="${f(h * 0.88)}" width="${w}" height="3" fill="#ffffff" opacity="0.5"/>`
    );
  },
  watertown: (w, h, r) => {
    const water = h * 0.66;
    const houses = Array.from({ length: 5 }, (_, i) => {
      const x = i * (w / 5) + r() * 10;
      const hw = w / 5 - 8;
      const top = water - h * (0.14 + r() * 0.08);
      return (
        `<rect x="${f(x)}" y="${f(top)}" width="${f(hw)}" height="${f(water - top)}" fill="#f4f1ea"/>` +
        `<path d="M${f(x - 8)},${f(top)} L${f(x + hw / 2)},${f(top - hw * 0.3)} L${f(x + hw + 8)},${f(top)} Z" fill="#2d2f33"/>` +
        `<rect x="${f(x + hw * 0.3)}" y="${f(top + 20)}" width="${f(hw * 0.18)}" height="${f(hw * 0.2)}" fill="#6b4b35"/>` +
        `<rect x="${f(x + hw * 0.3)}" y="${f(water + 6)}" width="${f(hw * 0.4)}" height="${f(h * 0.12)}" fill="#f4f1ea" opacity="0.25"/>`
      );
    }).join('');
    const bx = w * (0.3 + r() * 0.4);
    return (
      sky('s', '#c9d6df', '#eef2f3') +
      `<path d="${ridge(w, h, h * 0.42, h * 0.06, 5, r, true)}" fill="#a7b7b3" opacity="0.6"/>` +
      houses +
      `<rect y="${f(water)}" width="${w}" height="${f(h - water)}" fill="#5f8a8b"/>` +
      `<path d="M${f(bx - 140)},${f(water)} Q${f(bx)},${f(water - 150)} ${f(bx + 140)},${f(water)}" fill="none" stroke="#8d8a80" stroke-width="26"/>` +
      `<path d="M${f(bx - 150)},${f(water + 4)} Q${f(bx)},${f(water + 150)} ${f(bx + 150)},${f(water + 4)}" fill="none" stroke="#8d8a80" stroke-width="16" opacity="0.3"/>` +
      `<path d="M${f(w * 0.15)},${f(h * 0.85)} l120,0 l-20,22 l-80,0 Z" fill="#2d2f33"/>`
    );
  },
  citynight: (w, h, r) => {
    const river = h * 0.72;
    const buildings = Array.from({ length: 12 }, (_, i) => {
      const bw = w / 12;
      const x = i * bw;
      const top = river - h * (0.1 + r() * 0.32);
      const windows = Array.from({ length: 12 }, () =>
        r() < 0.55
          ? `<rect x="${f(x + 6 + r() * (bw - 18))}" y="${f(top + 10 + r() * (river - top - 20))}" width="6" height="8" fill="#ffd98a"/>`
          : '',
      ).join('');
      return `<rect x="${f(x)}" y="${f(top)}" width="${f(bw - 4)}" height="${f(river - top)}" fill="#1c2540"/>${windows}`;
    }).join('');
    const tx = w * (0.55 + r() * 0.3);
    const tower =
      `<rect x="${f(tx - 5)}" y="${f(h * 0.18)}" width="10" height="${f(river - h * 0.18)}" fill="#2a3358"/>` +
      `<circle cx="${f(tx)}" cy="${f(h * 0.36)}" r="34" fill="#e0567a"/><circle cx="${f(tx)}" cy="${f(h * 0.56)}" r="46" fill="#e0567a"/>`;
    return (
      sky('s', '#0b1026', '#3b2b5c') +
      Array.from(
        { length: 30 },
        () => `<circle cx="${f(r() * w)}" cy="${f(r() * h * 0.3)}" r="1.5" fill="#ffffff" opacity="0.7"/>`,
      ).join('') +
      buildings +
      tower +
      `<rect y="${f(river)}" width="${w}" height="${f(h - river)}" fill="#141a33"/>` +
      Array.from(
        { length: 18 },
        () =>
          `<rect x="${f(r() * w)}" y="${f(river + 10 + r() * (h - river - 20))}" width="${f(20 + r() * 60)}" height="3" fill="#ffd98a" opacity="0.5"/>`,
      ).join('')
    );
  },
  beach: (w, h, r) => {
    const sea = h * 0.5;
    const px = w * (0.1 + r() * 0.2);
    return (
      sky('s', '#4fb3e8', '#cdeefd') +
      `<circle cx="${f(w * 0.78)}" cy="${f(h * 0.16)}" r="44" fill="#fff3b0"/>` +
      clouds(w, h, r, 2) +
      `<rect y="${f(sea)}" width="${w}" height="${f(h * 0.22)}" fill="#1f9bc4"/>` +
      `<rect y="${f(sea)}" width="${w}" height="${f(h * 0.05)}" fill="#56c6e0"/>` +
      `<path d="M0,${f(h * 0.72)} Q${f(w * 0.3)},${f(h * 0.68)} ${f(w * 0.6)},${f(h * 0.73)} T${w},${f(h * 0.71)} L${w},${h} L0,${h} Z" fill="#f3dfb2"/>` +
      `<path d="M0,${f(h * 0.72)} Q${f(w * 0.3)},${f(h * 0.68)} ${f(w * 0.6)},${f(h * 0.73)} T${w},${f(h * 0.71)}" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.8"/>` +
      `<path d="M${f(px)},${f(h * 0.9)} Q${f(px + 30)},${f(h * 0.6)} ${f(px + 90)},${f(h * 0.42)}" fill="none" stroke="#6b4a2b" stroke-width="16"/>` +
      [0, 60, 130, 200, 270]
        .map(
          (a) =>
            `<ellipse cx="${f(px + 90)}" cy="${f(h * 0.42)}" rx="90" ry="16" fill="#2f7d32" transform="rotate(${a} ${f(px + 90)} ${f(h * 0.42)}) translate(70 0)"/>`,
        )
        .join('')
    );
  },
  palace: (w, h, r) => {
    const base = h * (0.66 + r() * 0.06);
    const cx = w / 2;
    return (
      sky('s', '#7fb6e0', '#f2e6d0') +
      `<rect y="${f(base)}" width="${w}" height="${f(h - base)}" fill="#d9c7a7"/>` +
      `<rect x="${f(cx - w * 0.36)}" y="${f(base - h * 0.16)}" width="${f(w * 0.72)}" height="${f(h * 0.16)}" fill="#a8322d"/>` +
      Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${f(cx - w * 0.33 + i * w * 0.09)}" y="${f(base - h * 0.15)}" width="10" height="${f(h * 0.15)}" fill="#7a1f1b"/>`,
      ).join('') +
      roof(cx, base - h * 0.16, w * 0.86, '#d9a521') +
      `<rect x="${f(cx - w * 0.26)}" y="${f(base - h * 0.28)}" width="${f(w * 0.52)}" height="${f(h * 0.06)}" fill="#a8322d"/>` +
      roof(cx, base - h * 0.28, w * 0.64, '#e0b02a') +
      `<rect x="${f(cx - w * 0.4)}" y="${f(base)}" width="${f(w * 0.8)}" height="14" fill="#ece5d8"/>` +
      `<rect x="${f(cx - w * 0.12)}" y="${f(base + 14)}" width="${f(w * 0.24)}" height="${f(h - base)}" fill="#e6ddcc"/>`
    );
  },
  food: (w, h, r) => {
    const cx = w / 2;
    const cy = h * 0.52;
    const rad = Math.min(w, h) * 0.3;
    const noodles = Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M${f(cx - rad * 0.7)},${f(cy - rad * 0.4 + i * rad * 0.1)} q${f(rad * 0.35)},${f(-20 + r() * 40)} ${f(rad * 0.7)},0 t${f(rad * 0.7)},0" fill="none" stroke="#f3d27a" stroke-width="7"/>`,
    ).join('');
    const sides = Array.from({ length: 3 }, (_, i) => {
      const a = -0.6 + i * 1.1 + r() * 0.3;
      const x = cx + Math.cos(a) * rad * 1.45;
      const y = cy + Math.sin(a) * rad * 1.45 + rad * 0.6;
      const colors = ['#d94f3d', '#5f9e4a', '#8a5a3b'];
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad * 0.32)}" fill="#ffffff"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(rad * 0.24)}" fill="${colors[i]}"/>`;
    }).join('');
    return (
      `<rect width="100%" height="100%" fill="#8b5e3c"/>` +
      Array.from(
        { length: 7 },
        (_, i) => `<rect y="${f((i * h) / 7)}" width="${w}" height="4" fill="#6e4a2f" opacity="0.6"/>`,
      ).join('') +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad * 1.08)}" fill="#ffffff"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="#c0392b"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad * 0.86)}" fill="#d35400"/>` +
      noodles +
      `<circle cx="${f(cx + rad * 0.3)}" cy="${f(cy - rad * 0.3)}" r="${f(rad * 0.16)}" fill="#ffffff"/><circle cx="${f(cx + rad * 0.3)}" cy="${f(cy - rad * 0.3)}" r="${f(rad * 0.08)}" fill="#f1c40f"/>` +
      Array.from(
        { length: 10 },
        () =>
          `<circle cx="${f(cx - rad * 0.6 + r() * rad * 1.2)}" cy="${f(cy - rad * 0.6 + r() * rad * 1.2)}" r="6" fill="#27ae60"/>`,
      ).join('') +
      `<rect x="${f(cx + rad * 0.9)}" y="${f(cy - rad * 1.4)}" width="10" height="${f(rad * 2.2)}" fill="#3b2414" transform="rotate(18 ${f(cx + rad)} ${f(cy)})"/>` +
      `<rect x="${f(cx + rad * 1.05)}" y="${f(cy - rad * 1.4)}" width="10" height="${f(rad * 2.2)}" fill="#3b2414" transform="rotate(22 ${f(cx + rad)} ${f(cy)})"/>` +
      sides
    );
  },
  lake: (w, h, r) => {
    const shore = h * 0.5;
    const hills = ridge(w, h, shore, h * 0.12, 6, r, true);
    const px = w * (0.2 + r() * 0.6);
    return (
      sky('s', '#f7c59f', '#fce9d7') +
      `<circle cx="${f(w * 0.7)}" cy="${f(shore - h * 0.2)}" r="36" fill="#ff9f68" opacity="0.9"/>` +
      `<path d="${hills}" fill="#6d8a7f"/>` +
      `<rect x="${f(px - 14)}" y="${f(shore - h * 0.22)}" width="28" height="${f(h * 0.22)}" fill="#3c4a45"/>` +
      [0, 1, 2, 3, 4].map((i) => roof(px, shore - h * 0.2 + i * h * 0.045, 96 - i * 8, '#3c4a45')).join('') +
      `<rect y="${f(shore)}" width="${w}" height="${f(h - shore)}" fill="#8fb3b8"/>` +
      `<g transform="translate(0 ${f(shore * 2)}) scale(1 -1)" opacity="0.25"><path d="${hills}" fill="#6d8a7f"/></g>` +
      `<path d="M${f(w * 0.62)},${f(h * 0.74)} l110,0 l-18,16 l-74,0 Z" fill="#3c4a45"/>` +
      `<path d="M${f(w * 0.08)},0 Q${f(w * 0.1)},${f(h * 0.3)} ${f(w * 0.02)},${f(h * 0.55)}" fill="none" stroke="#4f7a4f" stroke-width="5"/>` +
      `<path d="M${f(w * 0.14)},0 Q${f(w * 0.18)},${f(h * 0.28)} ${f(w * 0.11)},${f(h * 0.5)}" fill="none" stroke="#4f7a4f" stroke-width="5"/>`
    );
  },
  desert: (w, h, r) =>
    sky('s', '#f08a4b', '#fcd5a5') +
    `<circle cx="${f(w * (0.3 + r() * 0.4))}" cy="${f(h * 0.34)}" r="50" fill="#fff1c1"/>` +
    `<path d="${ridge(w, h, h * 0.55, h * 0.12, 3, r, true)}" fill="#d9823b"/>` +
    `<path d="${ridge(w, h, h * 0.7, h * 0.1, 3, r, true)}" fill="#c46a2a"/>` +
    Array.from({ length: 4 }, (_, i) => {
      const x = w * (0.2 + i * 0.12);
      const y = h * 0.8;
      return `<g fill="#4a2a14"><ellipse cx="${f(x)}" cy="${f(y)}" rx="30" ry="14"/><rect x="${f(x - 22)}" y="${f(y)}" width="5" height="26"/><rect x="${f(x + 16)}" y="${f(y)}" width="5" height="26"/><path d="M${f(x + 26)},${f(y - 4)} l16,-26 l8,2 l-14,28 Z"/></g>`;
    }).join('') +
    `<path d="${ridge(w, h, h * 0.9, h * 0.05, 3, r, true)}" fill="#a9561f"/>`,
  grassland: (w, h, r) =>
    sky('s', '#3b8fd9', '#d4ecfb') +
    clouds(w, h, r, 4) +
    `<path d="${ridge(w, h, h * 0.58, h * 0.06, 4, r, true)}" fill="#7dbb58"/>` +
    `<path d="${ridge(w, h, h * 0.72, h * 0.06, 4, r, true)}" fill="#5fa33f"/>` +
    Array.from({ length: 3 }, (_, i) => {
      const x = w * (0.25 + i * 0.2 + r() * 0.05);
      const y = h * 0.7;
      return `<path d="M${f(x - 40)},${f(y)} L${f(x - 40)},${f(y - 30)} Q${f(x)},${f(y - 80)} ${f(x + 40)},${f(y - 30)} L${f(x + 40)},${f(y)} Z" fill="#ffffff"/><rect x="${f(x - 10)}" y="${f(y - 26)}" width="20" height="26" fill="#c0392b"/>`;
    }).join('') +
    Array.from(
      { length: 14 },
      () => `<ellipse cx="${f(r() * w)}" cy="${f(h * (0.78 + r() * 0.16))}" rx="12" ry="8" fill="#f8f8f2"/>`,
    ).join(''),
  garden: (w, h, r) => {
    const cx = w * (0.35 + r() * 0.3);
    const pond = h * 0.68;
    return (
      `<rect width="100%" height="100%" fill="#e9efe6"/>` +
      `<rect y="${f(h * 0.2)}" width="${w}" height="${f(h * 0.5)}" fill="#f7f5ef"/>` +
      `<circle cx="${f(cx)}" cy="${f(h * 0.45)}" r="${f(w * 0.18)}" fill="#6f9a78"/>` +
      `<rect x="0" y="${f(h * 0.2)}" width="${w}" height="14" fill="#33363a"/>` +
      `<rect x="${f(w * 0.62)}" y="${f(h * 0.38)}" width="10" height="${f(pond - h * 0.38)}" fill="#7a2e22"/><rect x="${f(w * 0.84)}" y="${f(h * 0.38)}" width="10" height="${f(pond - h * 0.38)}" fill="#7a2e22"/>` +
      roof(w * 0.735, h * 0.39, w * 0.42, '#33363a') +
      `<rect y="${f(pond)}" width="${w}" height="${f(h - pond)}" fill="#6e9c94"/>` +
      Array.from(
        { length: 9 },
        () =>
          `<ellipse cx="${f(r() * w)}" cy="${f(pond + 20 + r() * (h - pond - 40))}" rx="30" ry="10" fill="#4e8a4a"/>`,
      ).join('') +
      Array.from(
        { length: 3 },
        () => `<circle cx="${f(r() * w)}" cy="${f(pond + 20 + r() * (h - pond - 40))}" r="9" fill="#f2a1b5"/>`,
      ).join('') +
      `<path d="M${f(w * 0.05)},${f(pond)} q30,-90 60,-40 q20,-50 50,0 q10,30 -10,40 Z" fill="#9aa3a0"/>`
    );
  },
  karst: (w, h, r) => {
    const river = h * 0.66;
    const peaks = Array.from({ length: 6 }, (_, i) => {
      const x = (i + r() * 0.5) * (w / 5.5);
      const top = h * (0.2 + r() * 0.2);
      const half = w * (0.07 + r() * 0.04);
      return `<path d="M${f(x - half * 1.6)},${f(river)} C${f(x - half * 1.2)},${f(top)} ${f(x + half * 1.2)},${f(top)} ${f(x + half * 1.6)},${f(river)} Z" fill="${i % 2 ? '#5b7d6a' : '#6f9480'}"/>`;
    }).join('');
    return (
      sky('s', '#cfdde3', '#f3f6f4') +
      peaks +
      `<rect y="${f(river)}" width="${w}" height="${f(h - river)}" fill="#7fa89a"/>` +
      `<g transform="translate(0 ${f(river * 2)}) scale(1 -1)" opacity="0.2">${peaks}</g>` +
      `<rect x="${f(w * 0.3)}" y="${f(h * 0.8)}" width="${f(w * 0.32)}" height="12" fill="#c9a46a"/>` +
      `<rect x="${f(w * 0.5)}" y="${f(h * 0.68)}" width="5" height="${f(h * 0.12)}" fill="#3c3c3c" transform="rotate(12 ${f(w * 0.5)} ${f(h * 0.8)})"/>` +
      `<circle cx="${f(w * 0.45)}" cy="${f(h * 0.77)}" r="11" fill="#3c3c3c"/><rect x="${f(w * 0.43)}" y="${f(h * 0.775)}" width="16" height="24" fill="#3c3c3c"/>`
    );
  },
};

export function sceneSvg(kind: SceneKind, width: number, height: number, rand: Rand): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${SCENES[kind](width, height, rand)}</svg>`;
}
