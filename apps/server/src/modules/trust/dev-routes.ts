import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { isLoopback } from '../../platform/http/loopback.ts';
import { moderate } from './moderation-service.ts';

const moderation = z.object({
  targetType: z.enum(['content', 'comment', 'user', 'activity', 'review']),
  targetId: z.coerce.number().int().positive(),
  action: z.enum(['hide', 'restore', 'delete', 'warn', 'mute', 'ban']),
  reason: z.string().min(1).max(200).default('开发环境操作'),
  days: z.coerce.number().int().optional(),
});

/**
 * POST /dev/api/moderate: a moderation as the console will make it, for the journeys until the console exists.
 * Registered only in development and answered only to this machine (the socket address, never X-Forwarded-For).
 */
export async function registerTrustDev(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.isDevelopment) return;
  await app.register(async (dev) => {
    dev.addHook('onRequest', async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress))
        return reply.status(404).send({ code: 404, msg: '内容不存在', body: null });
    });
    dev.post('/dev/api/moderate', { schema: { hide: true } }, async (request, reply) => {
      const input = moderation.safeParse(request.body);
      if (!input.success) return reply.status(400).send({ code: 400, msg: '参数错误', body: null });
      return reply.send({ code: 0, msg: '成功', body: await moderate(ctx, { ...input.data, operatorId: null }) });
    });
  });
}
