import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { AccessLog, devLineFormatter, loggerOptions, redactUrl } from './logger.ts';

describe('the development log', () => {
  it('reads as one short line per request, with its method, address, status and time', () => {
    const format = devLineFormatter();
    const at = new Date(2026, 10, 23, 12, 3, 4).getTime();
    const incoming = {
      level: 30,
      time: at,
      reqId: 'r1',
      req: { method: 'POST', url: '/api/content/v1/pub/list' },
      msg: 'incoming request',
    };
    const done = {
      level: 30,
      time: at,
      reqId: 'r1',
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
    };
    expect(format(JSON.stringify(incoming))).toBeNull();
    expect(format(JSON.stringify(done))).toBe('12:03:04 POST /api/content/v1/pub/list 200 12 ms');
  });

  it('names the level of anything but info, and the error message', () => {
    const format = devLineFormatter();
    const at = new Date(2026, 10, 23, 9, 0, 0).getTime();
    expect(format(JSON.stringify({ level: 30, time: at, msg: 'Server listening' }))).toBe('09:00:00 Server listening');
    expect(format(JSON.stringify({ level: 50, time: at, msg: 'request failed', err: { message: 'boom' } }))).toBe(
      '09:00:00 ERROR request failed: boom',
    );
  });

  it('keeps the redaction: the address it prints is the redacted one', () => {
    expect(redactUrl('/api/x?h_token=abc&mobile=13812345678')).not.toMatch(/abc|13812345678/);
  });
});

describe('the access log', () => {
  /** An app logging as production does (JSON at info, unless told) into `lines`, with the given access log. */
  function appLogging(accessLog: AccessLog, level = 'info') {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (chunk: string) => void lines.push(JSON.parse(chunk) as Record<string, unknown>) };
    const app = Fastify({ logger: { ...(loggerOptions(level) as object), stream }, logController: accessLog });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async (_request, reply) => reply.status(503).send({ down: true }));
    return { app, lines };
  }

  it('writes one line per request, at its completion, with method, redacted address, status and time', async () => {
    const { app, lines } = appLogging(new AccessLog());
    await app.inject('/ok?h_token=secret-token');
    await app.inject('/ok');
    await app.close();
    const access = lines.filter((l) => l.reqId !== undefined);
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', status: 200 });
    expect(access[0]!.url).toBe('/ok?h_token=[redacted]');
    expect(typeof access[0]!.ms).toBe('number');
    expect(access[0]!.reqId).not.toBe(access[1]!.reqId);
  });

  it('logs a failed request and a slow one whole: its id, address and caller', async () => {
    const failed = appLogging(new AccessLog());
    await failed.app.inject('/fails');
    await failed.app.close();
    expect(failed.lines.filter((l) => l.reqId !== undefined)).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request failed',
        req: expect.objectContaining({ method: 'GET', url: '/fails', ip: '127.0.0.1' }),
        res: { statusCode: 503 },
      }),
    ]);
    // Every request counts as slow here (a bound of 0 ms), so no test waits for a slow one.
    const slow = appLogging(new AccessLog({ slowMs: 0 }));
    await slow.app.inject('/ok');
    await slow.app.close();
    expect(slow.lines.filter((l) => l.reqId !== undefined)).toEqual([
      expect.objectContaining({ level: 40, msg: 'slow request', req: expect.objectContaining({ url: '/ok' }) }),
    ]);
  });

  it('writes no line for a request that went well below info, and still one for a failure', async () => {
    const { app, lines } = appLogging(new AccessLog(), 'warn');
    await app.inject('/ok');
    await app.inject('/fails');
    await app.close();
    expect(lines.filter((l) => l.reqId !== undefined)).toEqual([
      expect.objectContaining({ level: 50, msg: 'request failed' }),
    ]);
  });

  it('reads as the same short line in development', () => {
    const format = devLineFormatter();
    const at = new Date(2026, 10, 23, 12, 3, 4).getTime();
    const line = { level: 30, time: at, reqId: 'r1', method: 'POST', url: '/api/x', status: 200, ms: 3.4 };
    expect(format(JSON.stringify({ ...line, msg: 'request completed' }))).toBe('12:03:04 POST /api/x 200 3 ms');
    const slow = {
      level: 40,
      time: at,
      reqId: 'r2',
      req: { method: 'GET', url: '/api/y' },
      res: { statusCode: 200 },
      responseTime: 1500.2,
      msg: 'slow request',
    };
    expect(format(JSON.stringify(slow))).toBe('12:03:04 WARN GET /api/y 200 1500 ms (slow request)');
  });
});
