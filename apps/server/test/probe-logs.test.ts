import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { consoleSmsSender } from '../src/partners/sms/console-sms.ts';
import { registerErrorHandler } from '../src/platform/http/error-handler.ts';
import { loggerOptions } from '../src/platform/http/logger.ts';

// docs/reliability.md: phone numbers and SMS codes never reach a log line, development included.
const PHONE = '13812345678';
const CODE = '493817';

function capturingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions('info') as object;
  const app = Fastify({ logger: { ...options, stream } });
  registerErrorHandler(app);
  return { app, lines };
}

describe('logs carry no phone number and no SMS code', () => {
  it('the console SMS provider says a code was sent without saying the phone or the code', async () => {
    const lines: string[] = [];
    const sender = consoleSmsSender({ outbox: async () => {}, log: (line) => lines.push(line) });
    await sender.send({ countryCode: '86', mobile: PHONE, code: CODE, purpose: 'login' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(PHONE);
    expect(lines[0]).not.toContain(CODE);
    expect(lines[0]).toContain('138****5678');
  });

  it('request URLs, messages and database errors are redacted', async () => {
    const { app, lines } = capturingApp();
    app.get('/dev/api/outbox', async () => ({ ok: true }));
    app.get('/say', async (request) => {
      request.log.info(`sms (console provider): login code for +86 ${PHONE} is ${CODE}`);
      request.log.info({ mobile: PHONE, phone: `86${PHONE}`, code: CODE }, 'an object with personal fields');
      return { ok: true };
    });
    app.get('/boom', async () => {
      throw Object.assign(new Error(`duplicate key value violates unique constraint for ${PHONE}`), {
        code: '23505',
        detail: `Key (country_code, mobile)=(86, ${PHONE}) already exists.`,
        parameters: [PHONE, CODE],
      });
    });
    await app.inject(`/dev/api/outbox?mobile=${PHONE}&phone=${PHONE}&code=${CODE}`);
    await app.inject('/say');
    const boom = await app.inject('/boom');
    await app.close();
    expect(boom.statusCode).toBe(500);
    const text = lines.join('');
    expect(text).toContain('an object with personal fields');
    expect(text).toContain('unexpected error');
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(CODE);
  });
});
