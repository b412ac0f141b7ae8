import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { injectManifest } from 'workbox-build';

/**
 * Builds the service worker (service-worker/sw.ts) after the web build: bundled with esbuild (Workbox's modules and
 * our own), then Workbox's injectManifest lists the shell and this build's screens for precaching into dist/sw.js.
 * A plugin rather than vite-plugin-pwa's own build so the worker's bundle never meets the app's chunk rules
 * (build/screen-chunks.ts). The console (dist/console, its own later build) is never listed: the worker stays out.
 */
export function serviceWorker(options: { apiReads: readonly string[]; apiKept: readonly string[] }): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const tmp = mkdtempSync(join(tmpdir(), 'sw-'));
      try {
        const bundled = await build({
          entryPoints: [join(root, 'service-worker/sw.ts')],
          bundle: true,
          format: 'iife',
          target: 'es2020',
          minify: true,
          write: false,
          legalComments: 'none',
          define: {
            'process.env.NODE_ENV': '"production"',
            __API_READS__: JSON.stringify(options.apiReads),
            __API_KEPT__: JSON.stringify(options.apiKept),
          },
        });
        const swSrc = join(tmp, 'sw.js');
        writeFileSync(swSrc, bundled.outputFiles[0]!.text);
        const { count, size, warnings } = await injectManifest({
          swSrc,
          swDest: join(outDir, 'sw.js'),
          globDirectory: outDir,
          globPatterns: [
            'index.html',
            'assets/**/*.{js,css,svg,png,webp,woff2}',
            'icons/*.png',
            'manifest.webmanifest',
          ],
          globIgnores: ['console/**', '**/*.br', '**/*.gz', '.vite/**'],
          // Hashed file names are their own revision.
          dontCacheBustURLsMatching: /^assets\//,
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        });
        for (const w of warnings) this.warn(w);
        console.log(`service worker: dist/sw.js precaches ${count} files, ${(size / 1000).toFixed(0)} KB`);
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}
