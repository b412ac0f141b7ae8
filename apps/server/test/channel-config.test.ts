import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The session's channel as the web reads it (docs/product/channels.md): the channel table's show_* columns, an operator's
// edits, over the defaults that follow from the store id (docs/product/channels.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const config = (body: Record<string, unknown>) => ok(t.post('/api/channel/cnf/v1/channelConfig', body));
const NONE = { follow: false, release: false, circle: false, card: false, collect: true, inlet: false };
const SOCIAL = { follow: true, release: true, circle: true, card: true, collect: false, inlet: false };

describe('channel config', () => {
  it('answers the standard edition and the defaults with no channel', async () => {
    expect(await config({})).toMatchObject({ source: '', key: 'base', storeId: '', visible: NONE });
  });

  it('resolves the store id from the address, else from the source row', async () => {
    expect(await config({ storeid: '91923' })).toMatchObject({ storeId: '91923', visible: SOCIAL });
    expect(await config({ source: '18' })).toMatchObject({
      source: '18',
      key: 'jiangsu',
      storeId: '91923',
      channelId: '9120110001',
      visible: SOCIAL,
    });
    expect(await config({ source: '5' })).toMatchObject({ storeId: '91816', visible: { ...NONE, inlet: true } });
    expect(await config({ source: 'nope' })).toMatchObject({ source: '', storeId: '', visible: NONE });
  });

  it("applies an operator's show_* edits over the defaults, without a restart", async () => {
    await t.ctx.db
      .updateTable('channels')
      .set({ show_collect: true, show_card: false })
      .where('source', '=', '18')
      .execute();
    expect((await config({ source: '18' })).visible).toEqual({ ...SOCIAL, collect: true, card: false });
    // The row found by its store id when the address names no source.
    expect((await config({ storeid: '91923' })).visible).toEqual({ ...SOCIAL, collect: true, card: false });
    await t.ctx.db.updateTable('channels').set({ show_release: true }).where('source', '=', '').execute();
    expect((await config({})).visible).toEqual({ ...NONE, release: true });
  });

  it('refuses values longer than an address parameter should be', async () => {
    const answer = await t.post('/api/channel/cnf/v1/channelConfig', { source: 'x'.repeat(41) });
    expect(answer.json.msg).toBe('参数错误：source');
  });
});
