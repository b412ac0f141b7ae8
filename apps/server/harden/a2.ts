import { ENDPOINTS, type Endpoint } from '@app/contract';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../src/platform/db/schema.ts';
import { call, idOf, type Reply } from './client.ts';
import { detail, freshStore, say } from './env.ts';
import { reportInvariants } from './i1-c1.ts';
import { arbitraryFor, ID_FIELD, toJsonSchema, type JsonSchema } from './json-arbitrary.ts';
import { makeUsers, type HardenUser } from './seed.ts';
import { NO_LIMITS, openStore, prepareStore, startServerProcess, type Engine } from './target.ts';

// A2: two users against every path that takes an id, generated from the contract. User A makes objects (a dynamic, a
// comment and a reply, a like, a collection, a saved contact, an upload, and a valid-shaped call of every other write
// path, so later modules' objects are made too). User B then calls every write path whose request has an id-like field
// with A's ids, and every read path; anonymous calls read too. A leak is a row A owned before B's calls that is
// changed or gone afterwards (counters aside), or any answer to B or to nobody that carries A's mobile number or A's
// saved contact number in full.

const OWNER_COLUMNS = ['author_id', 'user_id', 'owner_id', 'master_id', 'publisher_id', 'follower_id', 'blocker_id'];
// Columns others may legitimately move: counters, scores, search text, session use.
const VOLATILE = /(_count$|^hot_score$|^search_|^last_used_at$|^heat$)/;
const LAST = /logout|cancel|setPassword/i;

type Db = Kysely<DB>;

async function ownedTables(db: Db): Promise<{ table: string; column: string }[]> {
  const r = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name in (${sql.join(OWNER_COLUMNS)})
    order by 1, 2`.execute(db);
  return r.rows.map((x) => ({ table: x.table_name, column: x.column_name }));
}

/** Every row A owns, as JSON without the volatile columns, keyed by table and row. */
async function snapshot(db: Db, userId: number): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  for (const { table, column } of await ownedTables(db)) {
    if (table === 'sessions') continue;
    const r = await sql<{ j: Record<string, unknown> }>`select to_jsonb(t) as j from ${sql.table(table)} t
      where ${sql.ref(column)} = ${userId}`.execute(db);
    for (const { j } of r.rows) {
      const kept = Object.fromEntries(Object.entries(j).filter(([k]) => !VOLATILE.test(k)));
      const key = `${table}:${'id' in j ? String(j.id) : JSON.stringify(kept)}`;
      rows.set(key, JSON.stringify(kept));
    }
  }
  return rows;
}

async function idsOwnedBy(db: Db, userId: number): Promise<(number | string)[]> {
  const ids = new Set<number | string>();
  for (const { table, column } of await ownedTables(db)) {
    try {
      const r = await sql<{
        id: number | string;
      }>`select id from ${sql.table(table)} where ${sql.ref(column)} = ${userId}
        order by id desc limit 30`.execute(db);
      for (const row of r.rows) ids.add(Number(row.id));
    } catch {
      // a table without an id column
    }
  }
  return [...ids];
}

/** Rows anywhere in the database that hold one of these raw session tokens (only their hashes may be kept). */
async function tokensAtRest(db: Db, tokens: string[]): Promise<string[]> {
  const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
  const found: string[] = [];
  for (const { table_name: table } of tables.rows) {
    for (const token of tokens) {
      const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} t
        where strpos(to_jsonb(t)::text, ${token}) > 0`.execute(db);
      if ((r.rows[0]?.n ?? 0) > 0) found.push(`${table}: ${r.rows[0]!.n} rows hold a raw session token`);
    }
  }
  return found;
}

function hasIdField(schema: JsonSchema, depth = 0): boolean {
  if (depth > 4) return false;
  const props = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  for (const [k, v] of Object.entries(props)) {
    if (ID_FIELD.test(k)) return true;
    if (hasIdField(v, depth + 1)) return true;
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const s of (schema[key] as JsonSchema[] | undefined) ?? []) if (hasIdField(s, depth + 1)) return true;
  return false;
}

function samples(e: Endpoint, ids: () => readonly (number | string)[], n: number): unknown[] {
  const all = fc.sample(arbitraryFor(toJsonSchema(e.request), ids), { numRuns: n * 4, seed: 11 });
  const valid = all.filter((v) => e.request.safeParse(v).success);
  return (valid.length ? valid : all).slice(0, n);
}

async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
}

async function makeObjects(url: string, a: HardenUser, others: HardenUser[], contactMobile: string) {
  const t = { token: a.token };
  const made: string[] = [];
  const keep = (r: Reply) => {
    const id = idOf(r.body);
    if (r.code === 0 && id) made.push(id);
    return id;
  };
  const content = keep(
    await call(url, '/api/service/content/v1/pvt/publish', { type: 'dynamic', text: 'A 的动态：周末去海边' }, t),
  );
  if (content) {
    const comment = keep(
      await call(
        url,
        '/api/service/socialcontact/v1/comment/add',
        { targetType: 'content', targetId: Number(content), text: 'A 的评论' },
        t,
      ),
    );
    if (comment)
      keep(
        await call(
          url,
          '/api/service/socialcontact/v1/comment/add',
          { targetType: 'content', targetId: Number(content), text: 'A 的回复', parentId: Number(comment) },
          t,
        ),
      );
    await call(
      url,
      '/api/socialcontact/v1/vote/like',
      { targetType: 'content', targetId: Number(content), like: true },
      {
        ...t,
        sealed: true,
      },
    );
    await call(
      url,
      '/api/service/agenda/v1/collectionItem/saveCollectionItem',
      { itemType: 'content', itemId: Number(content), type: 1 },
      t,
    );
  }
  await call(
    url,
    '/api/service/content/v1/pvt/saveContact',
    { name: '联系人', mobile: contactMobile, wechat: 'a_wx' },
    t,
  );
  if (others[0]) await call(url, '/api/service/user/v1/follow', { userId: others[0].userCode }, t);
  // An upload, as the web client sends it.
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await tinyPng())], { type: 'image/png' }), 'a.png');
  const up = await fetch(`${url}/api/service/socialcontact/v1/upload/updateFile?h_token=${a.token}`, {
    method: 'POST',
    body: form,
  });
  await up.text();
  // Every GET path with A's token in the query, as the web client sends it.
  for (const e of ENDPOINTS) {
    if (e.method !== 'GET') continue;
    for (const payload of samples(e, () => made.map(Number), 2)) {
      const query = new URLSearchParams(
        Object.entries((payload ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]),
      );
      query.set('h_token', a.token);
      await fetch(`${url}${e.path}?${query}`, { signal: AbortSignal.timeout(15_000) })
        .then((r) => r.text())
        .catch(() => '');
    }
  }
  // A valid-shaped call of every other write path: whatever later modules let a user make, A makes.
  for (const e of ENDPOINTS) {
    if (!e.write || e.method !== 'POST' || LAST.test(e.path)) continue;
    for (const payload of samples(e, () => made.map(Number), 3)) {
      try {
        keep(await call(url, e.path, payload, { token: a.token, sealed: e.enc }));
      } catch {
        // counted by I1; here only objects matter
      }
    }
  }
}

export async function runA2(engine: Engine): Promise<boolean> {
  const store = await freshStore(engine, 'a2');
  try {
    const [a, b, c] = await prepareStore(store, (database) => makeUsers(database.db, 3, 'a2'));
    const contactMobile = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const secrets = [a!.mobile, contactMobile];
    const server = startServerProcess(store, { ...NO_LIMITS, JOB_POLL_MS: '60000' });
    let writeLeaks = 0;
    let readLeaks = 0;
    let calls = 0;
    const found: string[] = [];
    let aIds: (number | string)[] = [];
    let before = new Map<string, string>();
    try {
      const url = await server.ready;
      await makeObjects(url, a!, [c!], contactMobile);
      // PGlite is one session and the server holds it: read A's rows through a second server-less look only after
      // it stops. So: stop, snapshot, start again on the same data.
      await server.stop();
      const db1 = await openStore(store);
      try {
        aIds = await idsOwnedBy(db1.db, a!.userId);
        before = await snapshot(db1.db, a!.userId);
      } finally {
        await db1.close();
      }
    } finally {
      await server.stop();
    }
    const again = startServerProcess(store, { ...NO_LIMITS, JOB_POLL_MS: '60000' });
    try {
      const url = await again.ready;
      const everyId = [...aIds, a!.userCode];
      const pool = () => everyId;
      const endpoints = [...ENDPOINTS].sort((x, y) => Number(LAST.test(x.path)) - Number(LAST.test(y.path)));
      for (const e of endpoints) {
        if (e.method !== 'POST') continue;
        const schema = toJsonSchema(e.request);
        const isWrite = e.write;
        if (isWrite && !hasIdField(schema)) continue;
        for (const payload of samples(e, pool, isWrite ? 8 : 4)) {
          for (const who of isWrite ? [b!] : [b!, undefined]) {
            calls += 1;
            let r: Reply;
            try {
              r = await call(url, e.path, payload, { token: who?.token, sealed: e.enc });
            } catch {
              continue;
            }
            const seen = JSON.stringify(r.body ?? '') + r.text;
            for (const s of secrets)
              if (seen.includes(s)) {
                readLeaks += 1;
                if (found.length < 20)
                  found.push(
                    `read: ${e.path} as ${who ? 'B' : 'nobody'} ← ${JSON.stringify(payload)} carries ${s === a!.mobile ? "A's mobile" : "A's contact mobile"}`,
                  );
              }
          }
        }
      }
    } finally {
      await again.stop();
    }
    let atRest: string[] = [];
    const db2 = await openStore(store);
    try {
      atRest = await tokensAtRest(db2.db, [a!.token, b!.token]);
      for (const f of atRest) found.push(`at rest: ${f}`);
      const after = await snapshot(db2.db, a!.userId);
      for (const [key, row] of before) {
        const now = after.get(key);
        if (now !== row) {
          writeLeaks += 1;
          if (found.length < 20) found.push(`write: ${key} ${now === undefined ? 'gone' : `changed: ${row} → ${now}`}`);
        }
      }
    } finally {
      await db2.close();
    }
    say(
      `A2 two users ${engine}: A's objects ${aIds.length} (rows ${before.size}), B's calls ${calls}, leaks ${writeLeaks + readLeaks + atRest.length} (changed by B ${writeLeaks}, private data read ${readLeaks}, raw tokens at rest ${atRest.length})`,
    );
    for (const f of found) detail(f);
    return (await reportInvariants(store, 'after A2')) && writeLeaks + readLeaks + atRest.length === 0;
  } finally {
    await store.dispose();
  }
}
