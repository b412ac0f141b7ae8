import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { healthQuery } from '@app/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler } from '../src/platform/http/error-handler.ts';
import { registerJsonParser } from '../src/platform/http/json-depth.ts';
import { skipRateLimitWhereNeverCounted } from '../src/platform/http/limited-routes.ts';
import { AccessLog, loggerOptions } from '../src/platform/http/logger.ts';
import { registerSecurityHeaders, securityHeaders } from '../src/platform/http/security-headers.ts';
import { registerUnreadBodyDrain } from '../src/platform/http/unread-body.ts';
import { uploadScope } from '../src/platform/http/upload-scope.ts';
import { listenAsAnchor } from './anchor-listen.ts';
import { LAYERS } from './pipeline-layers.ts';

// pipeline-bench.ts's servers: Fastify with the first LAYERS of what app.ts puts before a /healthz answer
// (pipeline-layers.ts), in app.ts's order, each server in a process of its own.

const layers = Number(process.env.LAYERS ?? LAYERS.length - 1);
const answer = { code: 0, msg: '成功', body: { status: 'up' } };

const app: FastifyInstance =
  layers >= 1
    ? Fastify({
        logger: loggerOptions('warn'),
        logController: new AccessLog(),
        genReqId: (req) => {
          const given = req.headers['x-request-id'];
          return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
        },
        requestIdHeader: false,
        routerOptions: { maxParamLength: 500 },
      })
    : Fastify({ logger: false });
if (layers >= 2) registerSecurityHeaders(app, securityHeaders([]));
if (layers >= 3) {
  app.addHook('onRoute', skipRateLimitWhereNeverCounted);
  await app.register(rateLimit, { global: true, max: 100_000_000, timeWindow: '1 minute', hook: 'preHandler' });
}
if (layers >= 4) {
  // As app.ts has it: the multipart plugin in a scope of the routes that take a file (upload-scope.ts).
  const uploads = uploadScope();
  uploads.add((scope) => scope.post('/upload', async () => answer));
  await uploads.mount(app);
}
if (layers >= 5) {
  registerErrorHandler(app);
  registerUnreadBodyDrain(app);
  registerJsonParser(app);
}
if (layers >= 6) {
  let pending = false;
  app.addHook('onSend', (_request, _reply, payload, done) => {
    if (!pending) return done(null, payload);
    pending = false;
    done(null, payload);
  });
}
if (layers >= 7) {
  app.get('/healthz', async (request, reply) => {
    const parsed = healthQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw new Error('bad query');
    await reply.send(answer);
    return reply;
  });
} else {
  app.get('/healthz', (_request, reply) => reply.send(answer));
}
await listenAsAnchor(app);
