import { detailRequest, healthQuery, type EndpointPath, type RequestOf, type ResponseOf } from '@app/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineRoute, REPLIED } from './routes.ts';

// These checks are made by the compiler (`tsc -p apps/server`): each @ts-expect-error must find an error.
describe('defineRoute is typed by the contract', () => {
  it('accepts an answer the response schema accepts, or REPLIED', () => {
    const route = defineRoute('/healthz', healthQuery, async () => REPLIED);
    expect(route.path).toBe('/healthz');
  });

  it('refuses an unknown path, a foreign schema and a wrong answer at compile time', () => {
    // @ts-expect-error not a path of the contract
    defineRoute('/api/no/such/path', detailRequest, async () => ({}));
    // @ts-expect-error the schema of another path
    defineRoute('/api/log/v1/error', detailRequest, async () => ({}));
    // @ts-expect-error an answer the response schema does not accept
    defineRoute('/api/content/v1/pub/queryDetail', detailRequest, async () => ({ nope: 1 }));
    defineRoute('/api/content/v1/pub/queryDetail', detailRequest, async ({ input }) => {
      expectTypeOf(input.id).toEqualTypeOf<number>();
      return REPLIED;
    });
  });

  it('gives callers the request and response types of a path', () => {
    expectTypeOf<'/api/content/v1/pub/queryDetail'>().toExtend<EndpointPath>();
    expectTypeOf<RequestOf<'/api/log/v1/error'>>().toEqualTypeOf<{
      release?: string;
      environment?: string;
      message: string;
      stack?: string;
      page?: string;
    }>();
    expectTypeOf<RequestOf<'/api/content/v1/pub/queryDetail'>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<ResponseOf<'/api/content/v1/pub/queryDetail'>['id']>().toEqualTypeOf<string>();
  });
});
