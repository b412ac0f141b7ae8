import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile, readlink } from 'node:fs/promises';
import autocannon from 'autocannon';

// Every server a bench loads runs in a Node process of its own, never in the bench's: autocannon takes the bench's
// event loop, so a route answering beside it reads about half of what it answers alone. This module starts those
// processes, knows which ports they listen on, stops them, and is the one way a bench measures: `measure` refuses a
// URL that no live child of this module serves, and (on Linux) one whose listening socket is held by this process.

export interface ChildServer {
  name: string;
  pid: number;
  port: number;
  base: string;
  child: ChildProcess;
}

const served = new Map<number, ChildServer>();

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function register(name: string, child: ChildProcess, port: number): ChildServer {
  if (child.pid === undefined || child.pid === process.pid) throw new Error(`${name} is not a child process`);
  const server = { name, pid: child.pid, port, base: `http://127.0.0.1:${port}`, child };
  served.set(port, server);
  child.once('exit', () => {
    if (served.get(port) === server) served.delete(port);
  });
  return server;
}

/** What an anchor script calls once it listens (listenAsAnchor in anchor-listen.ts) tells the parent over IPC. */
export interface AnchorListening {
  anchor: 'listening';
  port: number;
  pid: number;
}

/**
 * An anchor: `script` (a bench file ending in listenAsAnchor) in a Node process of its own, on a free port unless
 * env.PORT names one. Resolves once the child says it listens, with the port and pid it reports.
 */
export function startAnchor(name: string, script: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => fail(new Error(`${name} did not listen within 120 s`)), 120_000);
    const fail = (error: Error) => {
      clearTimeout(deadline);
      child.kill('SIGTERM');
      reject(error);
    };
    child.once('error', fail);
    child.once('exit', (code, signal) => fail(new Error(`${name} exited (${code ?? signal}) before it listened`)));
    child.on('message', (message: AnchorListening) => {
      if (message?.anchor !== 'listening') return;
      clearTimeout(deadline);
      child.removeAllListeners('exit');
      if (message.pid !== child.pid) return fail(new Error(`${name} reports pid ${message.pid}, not ${child.pid}`));
      resolve(register(name, child, message.port));
    });
  });
}

/** The server under test (or any program that answers /readyz), started as `node args…` on `port`. */
export async function startServerProcess(
  name: string,
  args: string[],
  port: number,
  env: Record<string, string>,
): Promise<ChildServer> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}) before it was ready`))),
  );
  exited.catch(() => {});
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const up = await Promise.race([
      exited,
      fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      ),
    ]);
    if (up && alive(child)) return register(name, child, port);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${name} was not ready at ${base} within 180 s`);
    }
    // Not listening yet: ask again shortly (a start takes seconds; this is its wait, not a measured pause).
    await Promise.race([exited, new Promise((r) => setTimeout(r, 200))]);
  }
}

export async function stop(server: ChildServer): Promise<void> {
  if (alive(server.child)) {
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGTERM');
    await exited;
  }
  if (served.get(server.port) === server) served.delete(server.port);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...served.values()].map(stop));
}

/** The inodes of the sockets listening on `port` (Linux's /proc), or undefined where there is no /proc. */
async function listeningInodes(port: number): Promise<Set<string> | undefined> {
  const tables = await Promise.all(
    ['/proc/net/tcp', '/proc/net/tcp6'].map((file) => readFile(file, 'utf8').catch(() => undefined)),
  );
  if (tables.every((t) => t === undefined)) return undefined;
  const inodes = new Set<string>();
  for (const line of tables.flatMap((t) => (t ?? '').split('\n').slice(1))) {
    const f = line.trim().split(/\s+/);
    // local address (hex ip:port), state 0A = LISTEN, inode in the tenth column.
    if (f.length > 9 && f[3] === '0A' && parseInt(f[1]!.split(':')[1]!, 16) === port) inodes.add(f[9]!);
  }
  return inodes;
}

/** Whether process `pid` holds one of `inodes` among its open files. */
async function holds(pid: number | 'self', inodes: Set<string>): Promise<boolean> {
  const dir = `/proc/${pid}/fd`;
  const fds = await readdir(dir).catch(() => [] as string[]);
  for (const fd of fds) {
    const link = await readlink(`${dir}/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
    if (inode && inodes.has(inode)) return true;
  }
  return false;
}

/** The child process serving `url`; throws when it is none of this module's live children, or is this process. */
export async function servedBy(url: string): Promise<ChildServer> {
  const port = Number(new URL(url).port);
  const inodes = await listeningInodes(port);
  if (inodes && (await holds('self', inodes)))
    throw new Error(`${url} is listening in the bench's own process (pid ${process.pid}): start it with startAnchor`);
  const server = served.get(port);
  if (!server || !alive(server.child))
    throw new Error(`${url} is not served by a child process the bench started: start it with startAnchor`);
  if (inodes && inodes.size > 0 && !(await holds(server.pid, inodes)))
    throw new Error(`${url} is not held by ${server.name} (pid ${server.pid})`);
  return server;
}

/** The value at fraction `q` of sorted `times`, to the hundredth of a millisecond. */
function percentile(sorted: Float64Array, q: number): number {
  const at = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  return Math.round(at * 100) / 100;
}

/**
 * autocannon against a server in a child process (servedBy refuses anything else). Its latency histogram keeps whole
 * milliseconds, too coarse for lists whose p99 is 2-6 ms against a 1.3× budget (3 ms allows 3.9, and a p99 of
 * 3.2 read as 4); the p50 and p99 it answers are instead read from each 2xx answer's own time.
 */
export async function measure(options: autocannon.Options): Promise<autocannon.Result> {
  await servedBy(options.url);
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err: unknown, r: autocannon.Result) => (err ? reject(err) : resolve(r)));
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) times.push(responseTime);
    });
  });
  if (times.length > 0) {
    const sorted = Float64Array.from(times).sort();
    result.latency.p50 = percentile(sorted, 0.5);
    result.latency.p99 = percentile(sorted, 0.99);
  }
  return result;
}
