import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { listenAsAnchor } from './anchor-listen.ts';

// The bare anchors that answer with bytes our server sent, in a process of their own (anchor-process.ts): bare Fastify
// routes (no plugins, no hooks; Fastify's own JSON body parsing for a POST) answering with the very bytes and content
// headers our server sent for a request (a cached read's stored answer compressed as a browser gets it; /healthz's
// answer for the bare GET). What our server costs beyond such a route is our own code.
// SAME_BYTES_FILE: a JSON array of { method, path, headers, body (base64) }, written by feed-bench.ts.

export interface SameBytes {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}

const answers = JSON.parse(readFileSync(process.env.SAME_BYTES_FILE!, 'utf8')) as SameBytes[];
const app = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  app.route({
    method: answer.method,
    url: answer.path,
    handler: (_request, reply) => reply.headers(answer.headers).send(body),
  });
}
await listenAsAnchor(app);
