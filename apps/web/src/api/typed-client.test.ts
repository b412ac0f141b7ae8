import { describe, expect, expectTypeOf, it } from 'vitest';
import { createHttpClient, devGet, getInfo, post, type ApiInput, type ApiOutput, type HttpDeps } from './http';

// post(path, input) takes its types from the contract: the path picks the row, the row types the input and the
// answer. The @ts-expect-error lines are the proof: `npx tsc -p apps/web` fails if any of them compiles.

function clientAnswering(body: unknown) {
  const deps: HttpDeps = {
    fetch: (async () => new Response(JSON.stringify({ code: 0, body }))) as typeof fetch,
    base: () => '',
    token: () => ({ name: 'h_token', value: 'tk' }),
    encPaths: new Set(),
    encClient: { appId: 'dev_h5', salt: '0123456789abcdef' },
    loadEnvelope: () => import('@app/contract/envelope'),
    onSessionExpired: () => {},
    onFailure: () => {},
    record: () => {},
    now: () => 0,
  };
  return createHttpClient(deps);
}

describe('the client typed by path', () => {
  it("answers with the type of the path's response schema", async () => {
    const client = clientAnswering({ liked: true, likeCount: 3 });
    const answer = await client.post('/api/socialcontact/v1/vote/like', {
      targetType: 'content',
      targetId: '7',
      like: true,
    });
    expectTypeOf(answer).toEqualTypeOf<{ liked: boolean; likeCount: number }>();
    expect(answer.likeCount).toBe(3);
  });

  it('sends what the web holds: ids as strings, defaulted fields left out', () => {
    expectTypeOf<ApiInput<'/api/content/v1/pub/queryDetail'>>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<{ sort: 'hot' }>().toExtend<ApiInput<'/api/content/v1/pub/list'>>();
    expectTypeOf<ApiOutput<'/api/content/v1/pub/queryDetail'>['id']>().toEqualTypeOf<string>();
  });

  it('refuses a wrong path, a wrong input and a wrong use of the answer at compile time', () => {
    // Only compiled, never run: each line below must be a type error.
    async function misuses() {
      // @ts-expect-error a path the contract does not have
      await post('/api/socialcontact/v1/vote/likes', {});
      // @ts-expect-error a field the request does not have
      await post('/api/content/v1/pub/queryDetail', { id: '1', contentId: '1' });
      // @ts-expect-error a required field left out
      await post('/api/content/v1/pub/queryDetail', {});
      // @ts-expect-error a value outside the request's enum
      await post('/api/content/v1/pub/list', { sort: 'oldest' });
      // @ts-expect-error the input of another path
      await post('/api/socialcontact/v1/vote/like', { id: '1' });
      // @ts-expect-error which envelope field holds the answer is chosen by the call (getInfo), not an option
      await post('/api/user/v1/logout', {}, { field: 'info' });
      // @ts-expect-error a call that reads `info` says so
      await getInfo('/api/wechat/v1/config', { url: 'https://m.example.com/' }, {});
      const signature = await getInfo('/api/wechat/v1/config', { url: 'https://m.example.com/' }, { field: 'info' });
      expectTypeOf(signature.timestamp).toEqualTypeOf<number>();
      // @ts-expect-error the development escape takes /dev/api/ paths only
      await devGet('/api/user/v1/logout', {});

      const detail = await post('/api/content/v1/pub/queryDetail', { id: '1' });
      // @ts-expect-error the answer has no such field
      void detail.authorName;
      // @ts-expect-error likeCount is a number
      const count: string = detail.likeCount;
      const page = await post('/api/content/v1/pub/list', { sort: 'new' });
      // @ts-expect-error a page's rows are feed rows, not strings
      const first: string = page.rows[0]!;
      return [count, first];
    }
    expect(typeof misuses).toBe('function');
  });
});
