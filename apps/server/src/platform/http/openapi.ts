import type { SwaggerOptions } from '@fastify/swagger';
import { ENDPOINTS } from '@app/contract';
import { z } from 'zod';

/** OpenAPI at /docs, from the same zod schemas that validate requests. */
export function openApiOptions(): SwaggerOptions {
  const bodies = new Map(ENDPOINTS.map((e) => [e.path, e]));
  return {
    openapi: {
      info: {
        title: 'Travel community API',
        version: '1.0.0',
        description: 'Envelope { code, msg, body }; code 0 is success.',
      },
    },
    transform: ({ schema, url }) => {
      const endpoint = bodies.get(url);
      if (!endpoint) return { schema, url };
      const request = z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' });
      const response = z.toJSONSchema(endpoint.response, { io: 'output', unrepresentable: 'any' });
      const transformed: Record<string, unknown> = {
        ...schema,
        description: `auth: ${endpoint.auth}${endpoint.enc ? ', encrypted envelope' : ''}`,
        response: {
          200: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' }, body: response } },
        },
      };
      if (endpoint.method === 'GET') transformed.querystring = request;
      else transformed.body = request;
      return { schema: transformed, url };
    },
  };
}
