import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The operations console: a separate build of its own page (console/index.html) into dist/console, served by the
// server under /console. Separate from the H5's build on purpose: no chunk, group or module is shared with it, so
// nothing of antd reaches the H5's first load. Built after the H5 (whose build empties dist).
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'console',
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: '../dist/console',
    emptyOutDir: true,
    target: 'es2020',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: API_ORIGIN, changeOrigin: true } },
  },
});
