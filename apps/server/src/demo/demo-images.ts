import sharp from 'sharp';
import { seeded } from './demo-text.ts';

// Landscape-like pictures drawn from shapes only (no text), so they look right without any fonts installed.
const PALETTES = [
  ['#ff9a8b', '#ff6a88', '#2b2d42', '#ffd166'],
  ['#a1c4fd', '#c2e9fb', '#3a6073', '#ffffff'],
  ['#fddb92', '#d1fdff', '#2f4858', '#ff8c42'],
  ['#84fab0', '#8fd3f4', '#1d4e50', '#f6f7d7'],
  ['#f6d365', '#fda085', '#4a3f35', '#fff3b0'],
  ['#30cfd0', '#330867', '#0b0c2a', '#f8f8ff'],
  ['#e0c3fc', '#8ec5fc', '#2c3e50', '#fffbe6'],
  ['#fbc2eb', '#a6c1ee', '#3d2c8d', '#ffe5ec'],
];
export const DEMO_SIZES: [number, number][] = [
  [750, 1000],
  [750, 750],
  [750, 562],
  [750, 1125],
  [750, 940],
];

function landscapeSvg(index: number, width: number, height: number): string {
  const rand = seeded(index * 7919 + 17);
  const [sky1, sky2, land, sun] = PALETTES[index % PALETTES.length]!;
  const ridge = (base: number, amp: number) => {
    const pts: string[] = [`0,${height}`];
    for (let x = 0; x <= width; x += width / 8) pts.push(`${x.toFixed(0)},${(base - rand() * amp).toFixed(0)}`);
    pts.push(`${width},${height}`);
    return pts.join(' ');
  };
  const sunX = (0.2 + rand() * 0.6) * width;
  const sunY = (0.18 + rand() * 0.2) * height;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${(0.08 + rand() * 0.06) * width}" fill="${sun}" opacity="0.9"/>
  <polygon points="${ridge(height * 0.62, height * 0.22)}" fill="${land}" opacity="0.45"/>
  <polygon points="${ridge(height * 0.75, height * 0.18)}" fill="${land}" opacity="0.7"/>
  <polygon points="${ridge(height * 0.9, height * 0.12)}" fill="${land}"/>
</svg>`;
}

export async function renderDemoImage(index: number, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(landscapeSvg(index, width, height)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

export async function renderAvatar(index: number): Promise<Buffer> {
  const [a, b, , c] = PALETTES[index % PALETTES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="160" height="160" fill="url(#g)"/><circle cx="80" cy="64" r="30" fill="${c}" opacity="0.9"/>
  <ellipse cx="80" cy="150" rx="52" ry="44" fill="${c}" opacity="0.9"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
