import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The floor of each anonymous hot read, in its own process as the server under test is: a bare Fastify POST route (no
// plugins, no hooks; Fastify's own JSON body parsing) answering with the very bytes and content headers our server
// sent for that read (its stored answer, compressed as a browser gets it). What a cached read costs beyond this
// route is our own code; what this route costs beyond a bare GET is the request body and the answer's bytes.
// SAME_BYTES_FILE: a JSON array of { path, headers, body (base64) }, written by feed-bench.ts.

interface Answer {
  path: string;
  headers: Record<string, string>;
  body: string;
}

const answers = JSON.parse(readFileSync(process.env.SAME_BYTES_FILE!, 'utf8')) as Answer[];
const app = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  app.post(answer.path, (_request, reply) => reply.headers(answer.headers).send(body));
}
// A bare GET answering what our /healthz answers: against it, the POST routes above show what a POST read costs beside
// a GET probe in Fastify itself, before any code of ours.
const health = Buffer.from(JSON.stringify({ code: 0, msg: '成功', body: { status: 'up' } }));
app.get('/healthz', (_request, reply) => reply.type('application/json; charset=utf-8').send(health));
app.get('/readyz', () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
