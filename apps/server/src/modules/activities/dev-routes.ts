import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { isLoopback } from '../../platform/http/loopback.ts';
import { setPublisherByCode, userIdOfCode } from './activity-service.ts';
import { post } from '../growth/index.ts';

const body = z.object({ userId: z.string().min(1).max(40), allowed: z.boolean() });
const coinsBody = z.object({ userId: z.string().min(1).max(40), coin: z.number().int().min(1).max(100_000) });
let grants = 0;

/**
 * POST /dev/api/activity-publisher { userId (user code), allowed }: puts a user on or off the publishing whitelist.
 * POST /dev/api/activity-coins { userId (user code), coin }: gives a user 无忧币 through the ledger (as a reward), to
 * try tickets priced in them. Development only (never registered in production), loopback only: the socket's
 * address decides.
 */
export async function registerActivityDevRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.isDevelopment) return;
  await app.register(async (dev) => {
    dev.addHook('onRequest', async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) return reply.status(404).send({ code: 404, msg: '内容不存在' });
    });
    dev.post('/dev/api/activity-publisher', { schema: { hide: true } }, async (request, reply) => {
      const parsed = body.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ code: 400, msg: '参数错误：userId' });
      if (!(await setPublisherByCode(ctx, parsed.data.userId, parsed.data.allowed)))
        return reply.send({ code: 404, msg: '内容不存在' });
      return reply.send({
        code: 0,
        msg: '成功',
        body: { userId: parsed.data.userId, permission: parsed.data.allowed },
      });
    });
    dev.post('/dev/api/activity-coins', { schema: { hide: true } }, async (request, reply) => {
      const parsed = coinsBody.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ code: 400, msg: '参数错误：userId' });
      const userId = await userIdOfCode(ctx, parsed.data.userId);
      if (userId === undefined) return reply.send({ code: 404, msg: '内容不存在' });
      grants += 1;
      await post(ctx, {
        userId,
        kind: 'reward',
        reason: '开发环境：体验无忧币票',
        eventKey: `dev:coins:${Date.now()}:${grants}`,
        coin: parsed.data.coin,
        exp: 0,
      });
      return reply.send({ code: 0, msg: '成功', body: { userId: parsed.data.userId, coin: parsed.data.coin } });
    });
  });
}
