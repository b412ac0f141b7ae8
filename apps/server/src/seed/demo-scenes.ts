import type { SceneKind } from './scene-kinds.ts';

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
    return (
      sky('s', '#0b1026', '#3b2b5c') +
      Array.from(
        { length: 30 },
        () => `<circle cx="${f(r() * w)}" cy="${f(r() * h * 0.3)}" r="1.5" fill="#ffffff" opacity="0.7"/>`,
      ).join('') +
      buildings +
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
  /** A pagoda of stacked eaves (大雁塔, 雷峰塔, 清水寺's three-storey one) among trees. */
  pagoda: (w, h, r) => {
    const cx = w * (0.4 + r() * 0.2);
    const ground = h * 0.82;
    const storeys = 5 + Math.floor(r() * 3);
    const body = Array.from({ length: storeys }, (_, i) => {
      const bw = w * (0.2 - i * 0.018);
      const y = ground - (i + 1) * h * 0.085;
      return (
        `<rect x="${f(cx - bw / 2)}" y="${f(y)}" width="${f(bw)}" height="${f(h * 0.07)}" fill="#b5563a"/>` +
        roof(cx, y + 4, bw * 1.7, '#4a3b33')
      );
    }).join('');
    const top = ground - storeys * h * 0.085;
    return (
      sky('s', '#8ec5e6', '#f4ead8') +
      clouds(w, h, r, 2) +
      `<path d="${ridge(w, h, h * 0.7, h * 0.08, 5, r, true)}" fill="#8da68f"/>` +
      body +
      `<rect x="${f(cx - 3)}" y="${f(top - h * 0.09)}" width="6" height="${f(h * 0.09)}" fill="#4a3b33"/>` +
      `<rect y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="#c8b48f"/>` +
      Array.from({ length: 6 }, (_, i) => {
        const x = i < 3 ? w * (0.04 + i * 0.08) : w * (0.7 + (i - 3) * 0.1);
        return `<circle cx="${f(x)}" cy="${f(ground - 20)}" r="${f(30 + r() * 20)}" fill="#4f7d4f"/>`;
      }).join('')
    );
  },
  /** A shrine or temple gate: a vermilion torii (or 雷门-like gate with a lantern), a stone path to it. */
  templegate: (w, h, r) => {
    const cx = w / 2;
    const ground = h * 0.8;
    const span = w * (0.55 + r() * 0.1);
    const lantern = r() < 0.5;
    return (
      sky('s', '#f3c7a1', '#fbeee0') +
      `<path d="${ridge(w, h, h * 0.62, h * 0.1, 6, r, true)}" fill="#7f9c7b"/>` +
      `<rect x="${f(cx - span / 2 + 20)}" y="${f(h * 0.3)}" width="22" height="${f(ground - h * 0.3)}" fill="#d2432f"/>` +
      `<rect x="${f(cx + span / 2 - 42)}" y="${f(h * 0.3)}" width="22" height="${f(ground - h * 0.3)}" fill="#d2432f"/>` +
      `<path d="M${f(cx - span / 2 - 20)},${f(h * 0.27)} Q${f(cx)},${f(h * 0.23)} ${f(cx + span / 2 + 20)},${f(h * 0.27)} L${f(cx + span / 2 + 10)},${f(h * 0.3)} L${f(cx - span / 2 - 10)},${f(h * 0.3)} Z" fill="#2b2b2b"/>` +
      `<rect x="${f(cx - span / 2)}" y="${f(h * 0.3)}" width="${f(span)}" height="16" fill="#d2432f"/>` +
      `<rect x="${f(cx - span / 2 + 4)}" y="${f(h * 0.37)}" width="${f(span - 8)}" height="12" fill="#d2432f"/>` +
      (lantern
        ? `<ellipse cx="${f(cx)}" cy="${f(h * 0.48)}" rx="${f(w * 0.07)}" ry="${f(h * 0.08)}" fill="#c0392b"/><rect x="${f(cx - w * 0.05)}" y="${f(h * 0.395)}" width="${f(w * 0.1)}" height="8" fill="#2b2b2b"/>`
        : '') +
      `<rect y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="#b9b2a5"/>` +
      `<path d="M${f(cx - 40)},${f(ground)} L${f(cx - 140)},${h} L${f(cx + 140)},${h} L${f(cx + 40)},${f(ground)} Z" fill="#d8d2c6"/>`
    );
  },
  /** A broad grey city wall with battlements and a gate tower (西安城墙, 南京城墙). */
  citywall: (w, h, r) => {
    const top = h * 0.5;
    const ground = h * 0.82;
    const gx = w * (0.45 + r() * 0.2);
    return (
      sky('s', '#f6b98a', '#f8e3cf') +
      `<rect y="${f(top)}" width="${w}" height="${f(ground - top)}" fill="#8a8178"/>` +
      Array.from(
        { length: 18 },
        (_, i) => `<rect x="${f(i * (w / 18))}" y="${f(top - 16)}" width="${f(w / 36)}" height="16" fill="#8a8178"/>`,
      ).join('') +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<rect y="${f(top + 20 + i * ((ground - top) / 6))}" width="${w}" height="2" fill="#6f675f" opacity="0.6"/>`,
      ).join('') +
      `<path d="M${f(gx - 40)},${f(ground)} L${f(gx - 40)},${f(ground - 70)} Q${f(gx)},${f(ground - 120)} ${f(gx + 40)},${f(ground - 70)} L${f(gx + 40)},${f(ground)} Z" fill="#3a302a"/>` +
      `<rect x="${f(gx - w * 0.16)}" y="${f(top - h * 0.14)}" width="${f(w * 0.32)}" height="${f(h * 0.14)}" fill="#a8322d"/>` +
      roof(gx, top - h * 0.14, w * 0.44, '#4a4440') +
      `<rect x="${f(gx - w * 0.11)}" y="${f(top - h * 0.24)}" width="${f(w * 0.22)}" height="${f(h * 0.07)}" fill="#a8322d"/>` +
      roof(gx, top - h * 0.24, w * 0.32, '#4a4440') +
      Array.from(
        { length: 8 },
        (_, i) =>
          `<circle cx="${f(w * 0.05 + i * w * 0.12)}" cy="${f(top + 10)}" r="7" fill="#e74c3c" opacity="${r() < 0.5 ? 0.9 : 0}"/>`,
      ).join('') +
      `<rect y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="#5c7a8a"/>`
    );
  },
  /** The Great Wall on a ridge: a crenellated band climbing the hills between watchtowers. */
  greatwall: (w, h, r) => {
    const pts = Array.from({ length: 7 }, (_, i) => [(w * i) / 6, h * (0.45 + r() * 0.25)] as const);
    const wall = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)},${f(y)}`).join(' ');
    return (
      sky('s', '#9cc8ea', '#f1f1e6') +
      `<path d="${ridge(w, h, h * 0.42, h * 0.1, 6, r, true)}" fill="#a8b8a0"/>` +
      `<path d="M0,${h} ${pts.map(([x, y]) => `L${f(x)},${f(y + 16)}`).join(' ')} L${w},${h} Z" fill="${r() < 0.5 ? '#c9792f' : '#5d7f46'}"/>` +
      `<path d="${wall}" fill="none" stroke="#b9a68a" stroke-width="22" stroke-linejoin="round"/>` +
      `<path d="${wall}" fill="none" stroke="#8f7d64" stroke-width="6" stroke-dasharray="8 8" transform="translate(0 -12)"/>` +
      pts
        .filter((_, i) => i % 2 === 1)
        .map(
          ([x, y]) =>
            `<rect x="${f(x - 26)}" y="${f(y - 58)}" width="52" height="52" fill="#b09c80"/><rect x="${f(x - 8)}" y="${f(y - 40)}" width="16" height="20" fill="#4a3f33"/><path d="M${f(x - 30)},${f(y - 58)} L${f(x)},${f(y - 78)} L${f(x + 30)},${f(y - 58)} Z" fill="#5b5048"/>`,
        )
        .join('')
    );
  },
  /** A city's tower (东京塔, 晴空塔, 广州塔) rising over low blocks, by day. */
  tower: (w, h, r) => {
    const cx = w * (0.4 + r() * 0.2);
    const ground = h * 0.85;
    const red = r() < 0.5;
    const blocks = Array.from({ length: 10 }, (_, i) => {
      const bw = w / 10;
      const top = ground - h * (0.08 + r() * 0.15);
      return `<rect x="${f(i * bw)}" y="${f(top)}" width="${f(bw - 3)}" height="${f(ground - top)}" fill="${i % 2 ? '#c9d3dc' : '#aebbc7'}"/>`;
    }).join('');
    const color = red ? '#e2552c' : '#d9dee3';
    return (
      sky('s', '#5aa6e0', '#dcecf7') +
      clouds(w, h, r, 3) +
      `<path d="M${f(cx - w * 0.16)},${f(ground)} L${f(cx - 6)},${f(h * 0.12)} L${f(cx + 6)},${f(h * 0.12)} L${f(cx + w * 0.16)},${f(ground)} L${f(cx + w * 0.1)},${f(ground)} L${f(cx)},${f(h * 0.4)} L${f(cx - w * 0.1)},${f(ground)} Z" fill="${color}"/>` +
      [0.35, 0.55]
        .map(
          (k) =>
            `<rect x="${f(cx - w * 0.07 * (1 + k))}" y="${f(h * k)}" width="${f(w * 0.14 * (1 + k))}" height="${f(h * 0.035)}" fill="${red ? '#ffffff' : '#7d8a96'}"/>`,
        )
        .join('') +
      `<rect x="${f(cx - 2)}" y="${f(h * 0.04)}" width="4" height="${f(h * 0.08)}" fill="#555"/>` +
      blocks +
      `<rect y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="#7b858f"/>`
    );
  },
  /** A stone church front standing alone at the top of steps (大三巴), or a cathedral's facade. */
  facade: (w, h, r) => {
    const cx = w / 2;
    const fw = w * 0.56;
    const top = h * 0.2;
    const base = h * 0.64;
    const rows = 4;
    const niches = Array.from({ length: rows }, (_, row) =>
      Array.from({ length: 3 }, (_, col) => {
        const x = cx - fw / 2 + fw * (0.18 + col * 0.32) - 12;
        const y = top + (base - top) * (0.15 + row * 0.22);
        return `<path d="M${f(x)},${f(y + 40)} L${f(x)},${f(y + 12)} Q${f(x + 12)},${f(y)} ${f(x + 24)},${f(y + 12)} L${f(x + 24)},${f(y + 40)} Z" fill="#5a4a3a"/>`;
      }).join(''),
    ).join('');
    return (
      sky('s', '#78b4e3', '#eef6fb') +
      clouds(w, h, r, 2) +
      `<path d="M${f(cx - fw / 2)},${f(base)} L${f(cx - fw / 2)},${f(top + 40)} L${f(cx - fw / 4)},${f(top + 40)} L${f(cx)},${f(top)} L${f(cx + fw / 4)},${f(top + 40)} L${f(cx + fw / 2)},${f(top + 40)} L${f(cx + fw / 2)},${f(base)} Z" fill="#c9b08a"/>` +
      niches +
      `<rect x="${f(cx - 3)}" y="${f(top - 30)}" width="6" height="30" fill="#8b7355"/><rect x="${f(cx - 12)}" y="${f(top - 22)}" width="24" height="5" fill="#8b7355"/>` +
      Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${f(cx - fw * 0.6 - i * 8)}" y="${f(base + i * ((h - base) / 8))}" width="${f(fw * 1.2 + i * 16)}" height="${f((h - base) / 8)}" fill="${i % 2 ? '#b8a891' : '#c9bba6'}"/>`,
      ).join('')
    );
  },
  /** Autumn: golden birches along a green river under a clear sky (喀纳斯, 禾木 in September). */
  autumn: (w, h, r) => {
    const river = h * 0.72;
    const trees = Array.from({ length: 14 }, (_, i) => {
      const x = (i + r() * 0.6) * (w / 13);
      const y = river - 10 - r() * h * 0.08;
      const gold = ['#e2a72e', '#f0c23b', '#d9822b', '#c9a227'][Math.floor(r() * 4)]!;
      return `<rect x="${f(x - 3)}" y="${f(y - 30)}" width="6" height="40" fill="#f4f1ea"/><ellipse cx="${f(x)}" cy="${f(y - 50)}" rx="${f(18 + r() * 12)}" ry="${f(36 + r() * 16)}" fill="${gold}"/>`;
    }).join('');
    return (
      sky('s', '#3d86d6', '#d9ecfa') +
      `<path d="${ridge(w, h, h * 0.4, h * 0.12, 5, r)}" fill="#7f8f9c"/>` +
      `<path d="M${f(w * 0.3)},${f(h * 0.32)} l30,-40 l30,40 Z" fill="#ffffff" opacity="0.9"/>` +
      `<path d="${ridge(w, h, h * 0.6, h * 0.08, 6, r, true)}" fill="#4f6e3f"/>` +
      trees +
      `<path d="M0,${f(river)} Q${f(w * 0.5)},${f(river - 20)} ${w},${f(river + 10)} L${w},${h} L0,${h} Z" fill="#4fae9b"/>` +
      `<path d="M0,${f(river + 30)} Q${f(w * 0.5)},${f(river + 10)} ${w},${f(river + 40)}" fill="none" stroke="#bfe8df" stroke-width="4" opacity="0.7"/>`
    );
  },
  /** A night market: a lane of lit stalls with awnings and lanterns under a dark sky. */
  nightmarket: (w, h, r) => {
    const stalls = Array.from({ length: 5 }, (_, i) => {
      const x = i * (w / 5);
      const sw = w / 5 - 6;
      const awning = ['#d63c2f', '#2f8fd6', '#e0a21f', '#3aa15a', '#c2447a'][Math.floor(r() * 5)]!;
      return (
        `<rect x="${f(x)}" y="${f(h * 0.45)}" width="${f(sw)}" height="${f(h * 0.3)}" fill="#3a2a22"/>` +
        `<rect x="${f(x + 6)}" y="${f(h * 0.5)}" width="${f(sw - 12)}" height="${f(h * 0.12)}" fill="#ffd27a"/>` +
        `<path d="M${f(x - 4)},${f(h * 0.45)} L${f(x + sw / 2)},${f(h * 0.38)} L${f(x + sw + 4)},${f(h * 0.45)} Z" fill="${awning}"/>` +
        `<rect x="${f(x + 8)}" y="${f(h * 0.64)}" width="${f(sw - 16)}" height="10" fill="#f4efe6"/>`
      );
    }).join('');
    const lanterns = Array.from(
      { length: 12 },
      (_, i) =>
        `<ellipse cx="${f((i + 0.5) * (w / 12))}" cy="${f(h * (0.2 + (i % 2) * 0.04))}" rx="12" ry="15" fill="#e74c3c"/><rect x="${f((i + 0.5) * (w / 12) - 1)}" y="${f(h * 0.1)}" width="2" height="${f(h * 0.1)}" fill="#333"/>`,
    ).join('');
    return (
      sky('s', '#101426', '#2b2040') +
      `<path d="M0,${f(h * 0.1)} Q${f(w / 2)},${f(h * 0.16)} ${w},${f(h * 0.1)}" fill="none" stroke="#333" stroke-width="2"/>` +
      lanterns +
      stalls +
      `<rect y="${f(h * 0.75)}" width="${w}" height="${f(h * 0.25)}" fill="#2a2420"/>` +
      Array.from(
        { length: 16 },
        () => `<circle cx="${f(r() * w)}" cy="${f(h * (0.8 + r() * 0.15))}" r="${f(8 + r() * 6)}" fill="#1a1512"/>`,
      ).join('')
    );
  },
  /** A hotel room: a made bed, a lamp and a window onto the evening (no city named, so it suits any hotel). */
  hotel: (w, h, r) => {
    const wall = ['#efe6da', '#e4ece9', '#f1e4e4'][Math.floor(r() * 3)]!;
    const bedTop = h * 0.6;
    return (
      `<rect width="100%" height="100%" fill="${wall}"/>` +
      `<rect x="${f(w * 0.55)}" y="${f(h * 0.12)}" width="${f(w * 0.36)}" height="${f(h * 0.34)}" fill="#f7b98b"/>` +
      `<path d="${ridge(w * 0.36, h * 0.34, h * 0.26, h * 0.08, 4, r)}" fill="#5a6b7a" transform="translate(${f(w * 0.55)} ${f(h * 0.12)})"/>` +
      `<rect x="${f(w * 0.55)}" y="${f(h * 0.12)}" width="${f(w * 0.36)}" height="${f(h * 0.34)}" fill="none" stroke="#8a7a68" stroke-width="8"/>` +
      `<rect x="${f(w * 0.73 - 3)}" y="${f(h * 0.12)}" width="6" height="${f(h * 0.34)}" fill="#8a7a68"/>` +
      `<rect x="${f(w * 0.08)}" y="${f(h * 0.36)}" width="${f(w * 0.6)}" height="${f(h * 0.22)}" fill="#8b6b4e"/>` +
      `<rect x="${f(w * 0.05)}" y="${f(bedTop)}" width="${f(w * 0.68)}" height="${f(h * 0.22)}" fill="#ffffff"/>` +
      `<rect x="${f(w * 0.05)}" y="${f(bedTop + h * 0.1)}" width="${f(w * 0.68)}" height="${f(h * 0.05)}" fill="${r() < 0.5 ? '#b0413e' : '#3c6e8f'}"/>` +
      `<ellipse cx="${f(w * 0.2)}" cy="${f(bedTop - 6)}" rx="${f(w * 0.1)}" ry="22" fill="#f4f1ec"/><ellipse cx="${f(w * 0.48)}" cy="${f(bedTop - 6)}" rx="${f(w * 0.1)}" ry="22" fill="#f4f1ec"/>` +
      `<rect x="${f(w * 0.8)}" y="${f(h * 0.6)}" width="${f(w * 0.12)}" height="${f(h * 0.16)}" fill="#6e5440"/>` +
      `<path d="M${f(w * 0.82)},${f(h * 0.5)} L${f(w * 0.9)},${f(h * 0.5)} L${f(w * 0.88)},${f(h * 0.42)} L${f(w * 0.84)},${f(h * 0.42)} Z" fill="#ffe2a8"/>` +
      `<rect x="${f(w * 0.86 - 2)}" y="${f(h * 0.5)}" width="4" height="${f(h * 0.1)}" fill="#6e5440"/>` +
      `<rect y="${f(h * 0.82)}" width="${w}" height="${f(h * 0.18)}" fill="#a58a6f"/>`
    );
  },
};

export function sceneSvg(kind: SceneKind, width: number, height: number, rand: Rand): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${SCENES[kind](width, height, rand)}</svg>`;
}
