import { errorReportRequest, healthQuery, trackQuery } from '@app/contract';
import { defineRoute, REPLIED } from '../../platform/http/routes.ts';

export const platformRoutes = [
  // The log tracker answers 204 with no body: it sits on every page view and must stay cheap.
  defineRoute('/api/log/v1/track', trackQuery, async ({ app, user, input, reply }) => {
    const { event, page, visitorId, ...params } = input;
    await app.db
      .insertInto('track_events')
      .values({ event, page, visitor_id: visitorId, params: JSON.stringify(params), user_id: user?.id ?? null })
      .execute();
    await reply.status(204).send();
    return REPLIED;
  }),
  defineRoute('/api/log/v1/error', errorReportRequest, async ({ app, input, request }) => {
    await app.db
      .insertInto('error_reports')
      .values({ ...input, user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300) })
      .execute();
    return {};
  }),
];

export const healthRoutes = [
  defineRoute('/healthz', healthQuery, async ({ reply }) => {
    await reply.send({ code: 0, msg: '成功', body: { status: 'up' } });
    return REPLIED;
  }),
  // Ready means the database (and Redis, when configured) answers; a load balancer takes the instance out while it does not.
  defineRoute('/readyz', healthQuery, async ({ app, reply }) => {
    try {
      await app.database.ping();
      if (app.redis) await app.redis.ping();
      await reply.send({ code: 0, msg: '成功', body: { database: 'up', ...(app.redis ? { redis: 'up' } : {}) } });
    } catch {
      await reply.status(503).send({ code: 503, msg: '服务暂不可用', body: null });
    }
    return REPLIED;
  }),
];
