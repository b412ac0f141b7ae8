import { errorReportRequest, healthQuery, trackQuery } from '@app/contract';
import { defineRoute, REPLIED } from '../../platform/http/routes.ts';
import { recordErrorReport, recordTrackEvent } from './ops-service.ts';

// Operations: the client's page-view log and error reports, and the health probes a load balancer asks.
export const opsRoutes = [
  // The log tracker answers 204 with no body: it sits on every page view and must stay cheap.
  defineRoute('/api/log/v1/track', trackQuery, async ({ app, user, input, reply }) => {
    await recordTrackEvent(app, user, input);
    await reply.status(204).send();
    return REPLIED;
  }),
  defineRoute('/api/log/v1/error', errorReportRequest, async ({ app, input, request }) => {
    await recordErrorReport(app, input, String(request.headers['user-agent'] ?? ''));
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
