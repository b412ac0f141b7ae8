import { describe, expect, it } from 'vitest';
import { isDatabaseDown } from './error-handler.ts';

// F2 of the harness: while PostgreSQL restarts, node-postgres fails with messages and no SQLSTATE; those must answer
// 503 (try again) rather than 500, and a bad-input or programming error must not pass for an outage.
describe('isDatabaseDown', () => {
  it.each([
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }],
    [{ message: 'Connection terminated unexpectedly' }],
    [{ message: 'Connection terminated due to connection timeout' }],
    [{ message: 'Client has encountered a connection error and is not queryable' }],
    [{ message: 'timeout exceeded when trying to connect' }],
  ])('%o is an outage', (error) => expect(isDatabaseDown(error)).toBe(true));

  it.each([
    [{ code: '22P02', message: 'invalid input syntax for type bigint' }],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }],
    [{ message: "Cannot read properties of undefined (reading 'id')" }],
    [{}],
  ])('%o is not', (error) => expect(isDatabaseDown(error)).toBe(false));
});
