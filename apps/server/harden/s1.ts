import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seal } from '@app/contract/envelope';
import { Redis } from 'ioredis';
import { call, DEV_CLIENT } from './client.ts';
import { detail, POSTGRES_URL, say, SIZES } from './env.ts';
import { makeUsers } from './seed.ts';
import { dropPostgres, freshPostgres, prepareStore, startServerProcess, type ServerProcess } from './target.ts';

// S1: two app instances on one PostgreSQL and one Redis, behind a small round-robin balancer, so consecutive requests
// alternate between them. What one instance knows the other must know: a session made on one works on the other and
// a logout on one ends it on both; the SMS resend interval and the code-check limit hold across them; the rate limit
// counts one user's requests on both together; an envelope seen by one is a replay to the other.

const REDIS_URL = process.env.HARDEN_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE = 40;

function balancer(targets: string[]): Promise<{ url: string; server: Server }> {
  let next = 0;
  const server = createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]!);
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, server });
    }),
  );
}

async function redisReachable(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

async function cleanNamespace(namespace: string) {
  const r = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    for (let i = 0; i < 1000; i++) {
      const [nextCursor, keys] = await r.scan(cursor, 'MATCH', `${namespace}*`, 'COUNT', 500);
      if (keys.length) await r.del(...keys);
      cursor = nextCursor;
      if (cursor === '0') break;
    }
  } finally {
    r.disconnect();
  }
}

export async function runS1(): Promise<boolean> {
  if (!POSTGRES_URL) {
    say('S1 two instances: not run (needs PostgreSQL: set HARDEN_DATABASE_URL)');
    return true;
  }
  if (!(await redisReachable())) {
    say(`S1 two instances: not run (no Redis at ${REDIS_URL})`);
    return true;
  }
  const namespace = `harden${process.pid}:`;
  const dirs = [await mkdtemp(join(tmpdir(), 'harden-s1a-')), await mkdtemp(join(tmpdir(), 'harden-s1b-'))];
  const databaseUrl = await freshPostgres(POSTGRES_URL, `harden_s1_${process.pid}`);
  const servers: ServerProcess[] = [];
  let lb: Server | undefined;
  try {
    const [limited] = await prepareStore(
      { engine: 'postgres', dataDir: dirs[0]!, databaseUrl },
      (d) => makeUsers(d.db, 1, 's1'),
      { demo: false },
    );
    const env = {
      REDIS_URL,
      REDIS_NAMESPACE: namespace,
      RATE_LIMIT_PER_MINUTE: String(RATE),
      JOB_POLL_MS: '60000',
    };
    for (const dir of dirs) servers.push(startServerProcess({ engine: 'postgres', dataDir: dir, databaseUrl }, env));
    const urls = await Promise.all(servers.map((s) => s.ready));
    const front = await balancer(urls);
    lb = front.server;
    const url = front.url;
    const sealed = { sealed: true } as const;
    const v = { sessions: 0, sms: 0, codeChecks: 0, rateLimit: 0, replays: 0 };
    const notes: string[] = [];

    const captcha = async () => {
      const c = await call(url, '/api/user/v1/getImgCode', {}, sealed);
      const token = (c.body as { imgCodeToken: string }).imgCodeToken;
      const dev = await fetch(`${url}/dev/api/captcha/${encodeURIComponent(token)}`).then((r) => r.json());
      return { imgCodeToken: token, imgCode: (dev as { body: { answer: string } }).body.answer };
    };
    const requestCode = async (mobile: string) =>
      call(url, '/api/user/v1/getCodeNumber', { countryCode: '86', mobile, ...(await captcha()) }, sealed);
    const outboxCode = async (mobile: string) => {
      const o = (await fetch(`${url}/dev/api/outbox?mobile=${mobile}`).then((r) => r.json())) as {
        body: { rows: { code: string }[] };
      };
      return o.body.rows[0]?.code;
    };
    const newMobile = () => `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;

    // Sessions: register through the balancer, use the token on both, log out on one.
    const mobile = newMobile();
    const sent = await requestCode(mobile);
    const code = await outboxCode(mobile);
    if (sent.code !== 0 || !code) throw new Error(`S1: code request refused: ${sent.text}`);
    // SMS: asking again at once is refused, whichever instance answers.
    for (let i = 0; i < 2; i++) {
      const again = await requestCode(mobile);
      if (again.code === 0) {
        v.sms += 1;
        notes.push(`sms: a second code within 60 s was sent (${i + 1})`);
      }
    }
    const reg = await call(url, '/api/user/v2/phoneRegist', { countryCode: '86', mobile, code }, sealed);
    const token = (reg.body as { token?: string } | undefined)?.token;
    if (reg.code !== 0 || !token) throw new Error(`S1: registration refused: ${reg.text}`);
    for (let i = 0; i < 6; i++) {
      const me = await call(url, '/api/service/user/v1/getUser', {}, { token, sealed: true });
      if (me.code !== 0) {
        v.sessions += 1;
        notes.push(`sessions: call ${i + 1} with a fresh token answered ${me.code}`);
      }
    }
    // Replays: the same sealed write sent twice lands on both instances; the second is refused.
    const envelope = JSON.stringify(seal({ targetType: 'content', targetId: 1, like: true }, DEV_CLIENT));
    const codes: number[] = [];
    for (let i = 0; i < 2; i++) {
      const r = await fetch(`${url}/api/socialcontact/v1/vote/like?h_token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: envelope,
      });
      await r.text();
      codes.push(r.status);
    }
    if (codes[1] !== 400) {
      v.replays += 1;
      notes.push(`replays: the same envelope answered HTTP ${codes.join(' then ')}`);
    }
    const out = await call(url, '/api/user/v1/logout', {}, { token, sealed: true });
    if (out.code !== 0) notes.push(`logout answered ${out.code}`);
    for (let i = 0; i < 4; i++) {
      const me = await call(url, '/api/service/user/v1/getUser', {}, { token, sealed: true });
      if (me.code !== 429) {
        v.sessions += 1;
        notes.push(`sessions: after logout, call ${i + 1} answered ${me.code}`);
      }
    }
    // Code checks: five wrong codes spread over both instances kill the code.
    const mobile2 = newMobile();
    await requestCode(mobile2);
    const right = await outboxCode(mobile2);
    if (!right) throw new Error('S1: no code for the second phone');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await call(url, '/api/user/v2/phoneRegist', { countryCode: '86', mobile: mobile2, code: wrong }, sealed);
    const late = await call(
      url,
      '/api/user/v2/phoneRegist',
      { countryCode: '86', mobile: mobile2, code: right },
      sealed,
    );
    if (late.code === 0) {
      v.codeChecks += 1;
      notes.push('code checks: the right code still worked after five wrong ones across both instances');
    }
    // Rate limit: one user's calls on both instances count together.
    let passed = 0;
    let limitedAnswers = 0;
    const attempts = Math.max(SIZES.s1Requests, RATE + 20);
    for (let i = 0; i < attempts; i++) {
      const r = await call(url, '/api/service/user/v1/getUser', {}, { token: limited!.token, sealed: true });
      if (r.status === 429) limitedAnswers += 1;
      else passed += 1;
    }
    if (passed > RATE) {
      v.rateLimit += passed - RATE;
      notes.push(`rate limit: ${passed} of ${attempts} passed with a limit of ${RATE} a minute`);
    }
    const total = Object.values(v).reduce((a, b) => a + b, 0);
    say(
      `S1 two instances (PostgreSQL + Redis, round-robin): violations ${total} (sessions ${v.sessions}, SMS interval ${v.sms}, code checks ${v.codeChecks}, rate limit ${v.rateLimit}: ${passed} passed of ${attempts} at ${RATE}/min, ${limitedAnswers} limited, replays ${v.replays})`,
    );
    for (const n of notes) detail(n);
    return total === 0;
  } finally {
    lb?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await cleanNamespace(namespace).catch(() => {});
    await dropPostgres(databaseUrl);
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  }
}
