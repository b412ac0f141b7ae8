import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { isLoopback } from '../../platform/http/loopback.ts';
import { captchaAnswer, outbox, outboxQuery, sandboxToken, sandboxTokenQuery } from './dev-service.ts';

const ok = (reply: FastifyReply, body: unknown) => reply.send({ code: 0, msg: '成功', body });
const bad = (reply: FastifyReply, field: string) =>
  reply.status(400).send({ code: 400, msg: `参数错误：${field}`, body: null });

/**
 * GET /dev/api/outbox?mobile=…, /dev/api/captcha/:imgCodeToken and /dev/api/sandbox-token?source=…|storeid=…
 * Registered only in development. The caller's socket address decides, never X-Forwarded-For.
 */
export async function registerDevRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (dev) => {
    dev.addHook('onRequest', async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress))
        return reply.status(404).send({ code: 404, msg: '内容不存在', body: null });
    });
    dev.get('/dev/api/outbox', { schema: { hide: true } }, async (request, reply) => {
      const q = outboxQuery.safeParse(request.query);
      if (!q.success) return bad(reply, 'mobile');
      return ok(reply, await outbox(ctx, q.data.mobile));
    });
    dev.get('/dev/api/captcha/:imgCodeToken', { schema: { hide: true } }, async (request, reply) => {
      const p = z.object({ imgCodeToken: z.string().min(1).max(200) }).safeParse(request.params);
      if (!p.success) return bad(reply, 'imgCodeToken');
      return ok(reply, await captchaAnswer(ctx, p.data.imgCodeToken));
    });
    dev.get('/dev/api/sandbox-token', { schema: { hide: true } }, async (request, reply) => {
      const q = sandboxTokenQuery.safeParse(request.query);
      if (!q.success) return bad(reply, 'source');
      return ok(reply, await sandboxToken(ctx, q.data));
    });
  });
}
