import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { checkQueryShapes, queryShapes } from './query-shapes.ts';

interface Tables {
  notes: { id: number; owner: number; kind: string };
}
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

type Values = { owner: number; kind: string };

describe('queryShapes', () => {
  it('builds a shape once and answers each call with that call’s values, as building it afresh would', () => {
    const shapes = queryShapes<Values>(['owner', 'kind']);
    let builds = 0;
    const query = (withKind: boolean, values: Values) =>
      shapes(
        JSON.stringify([withKind]),
        (v) => {
          builds += 1;
          let q = db.selectFrom('notes').select('id').where('owner', '=', v.owner);
          if (withKind) q = q.where('kind', '=', v.kind).where(sql<boolean>`owner <> ${v.owner}`);
          return q.limit(sql.lit(20));
        },
        values,
      );
    const first = query(true, { owner: 7, kind: 'like' });
    const second = query(true, { owner: 9, kind: 'follow' });
    expect(builds).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual([7, 'like', 7]);
    expect(second.parameters).toEqual([9, 'follow', 9]);
    const fresh = db.selectFrom('notes').select('id').where('owner', '=', 9).where('kind', '=', 'follow');
    expect(second.sql).toBe(
      fresh
        .where(sql<boolean>`owner <> ${9}`)
        .limit(sql.lit(20))
        .compile().sql,
    );

    const other = query(false, { owner: 3, kind: '' });
    expect(builds).toBe(2);
    expect(other.parameters).toEqual([3]);
  });

  it('refuses a slot used as text instead of as a value', () => {
    const shapes = queryShapes<Values>(['owner', 'kind']);
    expect(() =>
      shapes(
        'raw',
        (v) =>
          db
            .selectFrom('notes')
            .select('id')
            .where(sql.raw<boolean>(`kind = '${v.kind}'`)),
        {
          owner: 1,
          kind: 'like',
        },
      ),
    ).toThrow(/slot became text/);
  });

  it('when checking, refuses a shape whose key leaves out something that changes the text', () => {
    const shapes = queryShapes<Values>(['owner', 'kind']);
    // The key names the owner filter but not the kind filter, which a caller's own condition adds.
    const query = (withKind: boolean, values: Values) =>
      shapes(
        'by-owner',
        (v) => {
          const q = db.selectFrom('notes').select('id').where('owner', '=', v.owner);
          return withKind ? q.where('kind', '=', v.kind) : q;
        },
        values,
      );
    checkQueryShapes(true);
    try {
      query(false, { owner: 1, kind: '' });
      expect(query(false, { owner: 2, kind: '' }).parameters).toEqual([2]);
      expect(() => query(true, { owner: 2, kind: 'like' })).toThrow(/stands for more than one query text/);
    } finally {
      checkQueryShapes(false);
    }
    // Unchecked (production), the same mistake answers the first text with this call's values: what the check catches.
    expect(query(true, { owner: 2, kind: 'like' }).sql).not.toContain('kind');
  });
});
