import { describe, expect, it } from 'vitest';
import { markPrepared, MAX_NAMED, statementName } from './prepared-statements.ts';

describe('named statements', () => {
  it('name a marked text by its hash, the same name every time, and leave other texts unnamed', () => {
    expect(markPrepared('select 1 as a')).toBe(true);
    const name = statementName('select 1 as a');
    expect(name).toMatch(/^k[\w-]+$/);
    markPrepared('select 1 as a');
    expect(statementName('select 1 as a')).toBe(name);
    expect(statementName('select 2 as a')).toBeUndefined();
  });

  it('stop at a bound, so texts that vary with input cannot grow a connection’s statements without end', () => {
    for (let i = 0; i < MAX_NAMED; i++) markPrepared(`select ${i}`);
    expect(markPrepared('select 1 from a_text_past_the_bound')).toBe(false);
    expect(statementName('select 1 from a_text_past_the_bound')).toBeUndefined();
    // What was named before the bound keeps its name.
    expect(statementName('select 1 as a')).toBeDefined();
  });
});
