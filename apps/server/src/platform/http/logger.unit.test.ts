import { describe, expect, it } from 'vitest';
import { devLineFormatter, redactUrl } from './logger.ts';

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
