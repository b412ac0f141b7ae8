import { describe, expect, it } from 'vitest';
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver, sql } from 'kysely';
import { literalLimit, markPrepared, MAX_NAMED, statementName } from './prepared-statements.ts';

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

describe('literalLimit', () => {
  // Compiled only, never run: the text a named statement would carry.
  const db = new Kysely<Record<string, never>>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });

  it('writes a page size into the text, not as a parameter', () => {
    const compiled = sql`select 1 limit ${literalLimit(21)}`.compile(db);
    expect(compiled.sql).toBe('select 1 limit 21');
    expect(compiled.parameters).toEqual([]);
  });

  it('refuses anything but a positive safe integer', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => literalLimit(bad)).toThrow(`bad page limit ${bad}`);
    }
  });
});
