import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '../src/modules/community/publish-repository.ts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../src/platform/db/schema.ts';
import { poiChanged, poiRemoved } from '../src/modules/places/place-events.ts';
import { rankDocumentsQuery } from '../src/modules/search/search-repository.ts';
import { parseQuery } from '../src/platform/text/search-text.ts';
import { ok } from './community-helpers.ts';
import { createTestApp, RESTART_TIMEOUT_MS, type TestApp } from './support/test-app.ts';
import { act, post, TRUST } from './trust-helpers.ts';

// Search keeps its own index, fed by community's events (docs/product/search.md): what a write changes is what the
// next search finds, with no wait between them; an event left undelivered by a stop is delivered after the start.

let t: TestApp;
beforeAll(async () => {
  // No background pass during these tests: what they find was delivered before an answer or by the test's own drain.
  t = await createTestApp({ env: { JOB_POLL_MS: '60000' } });
});
afterAll(() => t.close());

const found = async (keyword: string, token?: string) =>
  ((await ok(t.post(TRUST.search, { keyword, type: 'content' }, token ? { token } : {}))).rows as { id: string }[]).map(
    (r) => Number(r.id),
  );

/** The index's document of a row, as a list: empty when it has none. */
const documentOf = (kind: 'content' | 'poi', id: number) =>
  t.ctx.db.selectFrom('search_documents').select('ref_id').where('kind', '=', kind).where('ref_id', '=', id).execute();

describe('the search index follows the writes', () => {
  it('finds a post in the search its author makes right after publishing it, and follows its edit and deletion', async () => {
    const a = await t.login();
    const id = await post(t, a.token, '喀纳斯湖的秋天像一幅油画');
    expect(await found('喀纳斯湖', a.token)).toEqual([id]);
    await ok(t.post(TRUST.update, { id, text: '禾木村的晨雾' }, { token: a.token }));
    expect(await found('喀纳斯湖')).toEqual([]);
    expect(await found('禾木村')).toEqual([id]);
    await ok(t.post(TRUST.del, { id }, { token: a.token }));
    expect(await found('禾木村')).toEqual([]);
    const left = await documentOf('content', id);
    expect(left).toEqual([]);
  });

  it('drops a post a moderator hides and brings it back on restore', async () => {
    const a = await t.login();
    const id = await post(t, a.token, '稻城亚丁的牛奶海');
    await act(t, 'content', id, 'hide');
    await t.drainOutbox();
    const doc = () => documentOf('content', id);
    expect(await doc()).toEqual([]);
    expect(await found('牛奶海')).toEqual([]);
    await act(t, 'content', id, 'restore');
    await t.drainOutbox();
    expect(await found('牛奶海')).toEqual([id]);
  });

  it('leaves a blocked author’s posts out of the blocker’s search, and keeps the page full', async () => {
    const [a, b] = [await t.login(), await t.login()];
    const mine = await post(t, a.token, '雨崩村徒步第一天');
    // Newer, so it ranks first among equals: the page of one would be its alone if blocks were applied after ranking.
    const blocked = await post(t, b.token, '雨崩村徒步第二天');
    expect((await found('雨崩村')).sort()).toEqual([blocked, mine].sort());
    await ok(
      t.post(
        '/api/service/socialcontact/v1/contentblack/blackOperator',
        { userId: b.userCode, block: true },
        { token: a.token },
      ),
    );
    const page = await ok(
      t.post(TRUST.search, { keyword: '雨崩村', type: 'content', pageSize: 1 }, { token: a.token }),
    );
    expect(page.rows.map((r: { id: string }) => Number(r.id))).toEqual([mine]);
    expect(page.nextCursor).toBeNull();
  });

  it(
    'indexes after a restart what was published but not yet delivered',
    async () => {
      const author = await t.login();
      // Written as the publish path writes it, outside a request: no answer waited for its delivery.
      const id = await t.ctx.db.transaction().execute((trx) =>
        insertContent(trx, {
          authorId: author.userId,
          type: 'dynamic',
          title: '',
          body: '可可托海的星空',
          images: [],
          videoId: null,
          topicId: null,
          poiId: null,
          destinationId: null,
          placeName: '',
        }),
      );
      // Checked in the table, not by a search: a request's answer would deliver it before the restart.
      const doc = () =>
        t.ctx.db
          .selectFrom('search_documents')
          .select('ref_id')
          .where('kind', '=', 'content')
          .where('ref_id', '=', id)
          .execute();
      expect(await doc()).toEqual([]);
      await t.restart();
      expect(await doc()).toEqual([]);
      await t.drainOutbox();
      expect(await found('可可托海')).toEqual([id]);
    },
    RESTART_TIMEOUT_MS,
  );
});

describe('places in the search index', () => {
  const poisFound = async (keyword: string) =>
    ((await ok(t.post(TRUST.search, { keyword, type: 'place' }))).rows as { kind: string; poi?: { id: number } }[])
      .filter((r) => r.kind === 'poi')
      .map((r) => Number(r.poi!.id));
  const poiDocument = (id: number) => documentOf('poi', id);

  /** A POI as users make one: proposed, then approved by a moderator. */
  async function approvedPoi(name: string, lat: number, lng: number): Promise<number> {
    const [a, moderator] = [await t.login(), await t.login()];
    await t.ctx.db.insertInto('community_roles').values({ user_id: moderator.userId, role: 'moderator' }).execute();
    const propose = '/api/destination/v1/auditPoi/saveAuditPoi';
    const proposal = await ok(t.post(propose, { name, lat, lng }, { token: a.token }));
    const review = { id: proposal.id, approve: true };
    const approved = await ok(
      t.post('/api/service/destination/v1/auditPoi/review', review, { token: moderator.token }),
    );
    return Number(approved.poiId);
  }

  /** A change places makes is told in its transaction; here the row is written by hand and the event with it. */
  async function changePoi(id: number, write: (trx: Transaction<DB>) => Promise<unknown>, removed = false) {
    await t.ctx.db.transaction().execute(async (trx) => {
      await write(trx);
      await (removed ? poiRemoved : poiChanged)(trx, id);
    });
    await t.drainOutbox();
  }
  const setPoi = (id: number, values: { name?: string; status?: 'online' | 'offline' }) =>
    changePoi(id, (trx) => trx.updateTable('pois').set(values).where('id', '=', id).execute());

  it('finds a POI once its proposal is approved, follows its rename, and drops it offline and when removed', async () => {
    expect(await poisFound('什刹海冰场')).toEqual([]);
    const id = await approvedPoi('什刹海冰场', 39.9405, 116.3862);
    await t.drainOutbox();
    expect(await poisFound('什刹海冰场')).toEqual([id]);
    expect(await poisFound('冰场')).toEqual([id]);

    await setPoi(id, { name: '后海溜冰场' });
    expect(await poisFound('什刹海冰场')).toEqual([]);
    expect(await poisFound('后海溜冰场')).toEqual([id]);

    await setPoi(id, { status: 'offline' });
    expect(await poisFound('后海溜冰场')).toEqual([]);
    expect(await poiDocument(id)).toEqual([]);

    await setPoi(id, { status: 'online' });
    expect(await poisFound('后海溜冰场')).toEqual([id]);
    await changePoi(id, (trx) => trx.deleteFrom('pois').where('id', '=', id).execute(), true);
    expect(await poisFound('后海溜冰场')).toEqual([]);
    expect(await poiDocument(id)).toEqual([]);
  });
});

describe('the substring fallback', () => {
  it('reads the kind’s trigram index, not every document of the kind', async () => {
    // Enough posts of a travel note's length that reading them all costs more than the indexes (on PostgreSQL, 30,000
    // such posts: 73 ms read in full, 3 ms through the indexes); planner statistics made fresh.
    const base = 900_000_000;
    await sql`insert into search_documents (kind, ref_id, tokens, norm)
      select 'content', ${base} + g, '游记 ' || g, repeat('这是一段很长的游记正文，写的是路上的风景和吃的东西 ', 20) || g
      from generate_series(1, 20000) g`.execute(t.ctx.db);
    await sql`analyze search_documents`.execute(t.ctx.db);
    try {
      const q = parseQuery('滇池海埂大坝');
      const plan = (await rankDocumentsQuery(t.ctx.db, 'content', q, { leaveOut: [], at: null, limit: 11 }).explain())
        .map((r) => String(Object.values(r)[0]))
        .join('\n');
      expect(plan).toContain('search_documents_content_norm');
      expect(plan).not.toMatch(/Seq Scan on search_documents/);
    } finally {
      await t.ctx.db.deleteFrom('search_documents').where('ref_id', '>', base).execute();
    }
  });
});
