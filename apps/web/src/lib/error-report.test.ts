import { describe, expect, it } from 'vitest';
import { createReportGate, describeError, errorReport } from './error-report';

describe('error reports', () => {
  it('describes errors, strings and other thrown values', () => {
    const e = new TypeError('x is undefined');
    expect(describeError(e)).toEqual({ message: 'TypeError: x is undefined', stack: e.stack });
    expect(describeError('boom')).toEqual({ message: 'boom', stack: '' });
    expect(describeError({ code: 1 })).toEqual({ message: '{"code":1}', stack: '' });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeError(cyclic).message).toBe('[object Object]');
  });
  it('clips fields to the server limits', () => {
    const r = errorReport({
      release: 'r'.repeat(99),
      environment: 'production',
      message: 'm'.repeat(3000),
      stack: '',
      page: '/p',
    });
    expect(r.release).toHaveLength(64);
    expect(r.message).toHaveLength(2000);
    expect(errorReport({ release: '', environment: '', message: '', stack: '', page: '' }).message).toBe(
      'unknown error',
    );
  });
  it('sends each message once and at most max per page load', () => {
    const gate = createReportGate(2);
    expect(gate('a')).toBe(true);
    expect(gate('a')).toBe(false);
    expect(gate('b')).toBe(true);
    expect(gate('c')).toBe(false);
  });
});
