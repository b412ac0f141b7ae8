import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// What the tests need from the operating system, and the Debian package that brings each.
const NEEDS = [
  { what: 'Chromium', pkg: 'chromium', present: () => existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium') },
  { what: 'Chinese fonts (Noto CJK)', pkg: 'fonts-noto-cjk', present: hasCjkFont },
  { what: 'Emoji font (Noto Color Emoji)', pkg: 'fonts-noto-color-emoji', present: hasEmojiFont },
  { what: 'ffmpeg and ffprobe', pkg: 'ffmpeg', present: () => onPath('ffmpeg') && onPath('ffprobe') },
];

function onPath(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function hasCjkFont() {
  if (!onPath('fc-list')) return false;
  const out = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout ?? '';
  return /Noto (Sans|Serif) CJK/i.test(out);
}

function hasEmojiFont() {
  if (!onPath('fc-list')) return false;
  const out = spawnSync('fc-list', [], { encoding: 'utf8' }).stdout ?? '';
  return /Noto Color Emoji/i.test(out);
}

/** Installs missing Debian packages where apt is usable; otherwise stops naming what to install. */
export function ensureSystemDeps() {
  const missing = NEEDS.filter((n) => !n.present());
  if (missing.length === 0) return;
  const pkgs = missing.map((m) => m.pkg);
  const isRoot = process.getuid?.() === 0;
  const sudo = !isRoot && onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (onPath('apt-get') && (isRoot || sudo)) {
    console.log(`system: installing ${pkgs.join(', ')} with apt-get…`);
    const prefix = isRoot ? [] : ['sudo', '-n'];
    const run = (args) =>
      execFileSync(prefix[0] ?? args[0], prefix.length ? [...prefix.slice(1), ...args] : args.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...pkgs]);
    const still = NEEDS.filter((n) => !n.present());
    if (still.length === 0) return;
    missing.splice(0, missing.length, ...still);
  }
  console.error('The tests need these, and they could not be installed here:');
  for (const m of missing)
    console.error(`  - ${m.what}: install the Debian package "${m.pkg}" (or your system's equivalent)`);
  console.error('A Chromium elsewhere can be named with CHROMIUM_PATH.');
  process.exit(1);
}
