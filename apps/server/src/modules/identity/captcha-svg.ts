import { randomInt } from 'node:crypto';

// The image captcha: characters drawn as stroked paths from a small built-in stroke font, each one scaled, rotated,
// sheared and jittered, over noise strokes of the same kind. There is no <text> in the SVG, so its source does
// not give the answer away. The alphabet leaves out look-alikes (0/O/D/Q, 1/I/L/J, 2/Z, 5/S, 8/B, 6/G, U/V, M/W).

type Stroke = [number, number][];

// Glyphs on a 4 × 6 grid (x right, y down).
const GLYPHS: Record<string, Stroke[]> = {
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [1, 3.6],
      [3, 3.6],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.6],
    ],
    [
      [1.3, 2.8],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3.5],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.5],
      [3, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '9': [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 4.5],
      [3, 6],
      [1, 6],
    ],
  ],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
export const CAPTCHA_LENGTH = 4;
const WIDTH = 120;
const HEIGHT = 40;

/** A uniformly random float in [min, max) from the secure source. */
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const n = (v: number) => v.toFixed(1);
const colour = () => `hsl(${randomInt(0, 360)},${randomInt(45, 75)}%,${randomInt(25, 45)}%)`;

export function newCaptchaAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

function glyphPath(ch: string, slot: number): string {
  const strokes = GLYPHS[ch];
  if (!strokes) throw new Error(`no glyph for ${ch}`);
  const scale = rand(3.6, 4.4);
  const angle = rand(-0.35, 0.35);
  const shear = rand(-0.3, 0.3);
  const cx = 14 + slot * 27 + rand(-3, 3);
  const cy = HEIGHT / 2 + rand(-3, 3);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = ([x, y]: [number, number]) => {
    // Centre the 4 × 6 grid, shear, scale, rotate, jitter each point a little.
    const gx = (x - 2 + (y - 3) * shear) * scale + rand(-1.2, 1.2);
    const gy = (y - 3) * scale + rand(-1.2, 1.2);
    return [cx + gx * cos - gy * sin, cy + gx * sin + gy * cos] as const;
  };
  return strokes
    .map((stroke) =>
      stroke
        .map((p, i) => {
          const [x, y] = place(p);
          return `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`;
        })
        .join(''),
    )
    .join('');
}

function noiseCurve(): string {
  const p = () => `${n(rand(0, WIDTH))} ${n(rand(0, HEIGHT))}`;
  return `M${p()}C${p()} ${p()} ${p()}`;
}

/** The SVG for an answer. Characters and noise share stroke styles so neither can be told apart by attribute. */
export function captchaSvg(answer: string): string {
  const paths: string[] = [];
  for (let i = 0; i < 4; i += 1)
    paths.push(`<path d="${noiseCurve()}" stroke="${colour()}" stroke-width="${n(rand(1, 2))}"/>`);
  Array.from(answer).forEach((ch, slot) => {
    paths.push(`<path d="${glyphPath(ch, slot)}" stroke="${colour()}" stroke-width="${n(rand(2.2, 3))}"/>`);
  });
  for (let i = 0; i < 2; i += 1)
    paths.push(`<path d="${noiseCurve()}" stroke="${colour()}" stroke-width="${n(rand(1, 1.8))}"/>`);
  // Paths are shuffled so their order says nothing either.
  for (let i = paths.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [paths[i], paths[j]] = [paths[j] as string, paths[i] as string];
  }
  const dots = Array.from(
    { length: 30 },
    () => `<circle cx="${n(rand(0, WIDTH))}" cy="${n(rand(0, HEIGHT))}" r="${n(rand(0.5, 1.4))}" fill="${colour()}"/>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f4f6f8"/>${dots.join('')}` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g></svg>`
  );
}
