import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * The routes that read a multipart body (uploads), registered together in a scope of their own that alone has the
 * multipart plugin. The plugin adds an async `onRequest` hook (a listener on every response) and an async
 * `onResponse` hook to every request of the scope it is registered in; registered on the whole app they cost every
 * request, /healthz and the cached reads included, for the few paths that take a file: scoped, /healthz took ~10 µs
 * less CPU and answered a quarter more requests a second (docs/performance.md, "2026-11-30").
 *
 * Mounted last, once the app's own hooks are all added: a scope inherits the hooks its parent has when it is made.
 * A multipart body sent to any other path finds no parser there and is answered like any body that cannot be read
 * (docs/product/api-conventions.md).
 */
export interface UploadScope {
  add(register: (scope: FastifyInstance) => void): void;
  mount(app: FastifyInstance): Promise<void>;
}

export function uploadScope(): UploadScope {
  const routes: ((scope: FastifyInstance) => void)[] = [];
  return {
    add: (register) => void routes.push(register),
    async mount(app) {
      await app.register(async (scope) => {
        // Bodies are parsed lazily by the upload routes, after the token check has run.
        await scope.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1, fields: 20 } });
        for (const register of routes) register(scope);
      });
    },
  };
}
