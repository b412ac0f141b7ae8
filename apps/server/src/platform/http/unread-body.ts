import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// An answer that goes out before its request's body was read (the token check on a login path, 413 for a body over
// BODY_LIMIT, a refusal before an upload is parsed) used to close the connection while the client was still sending:
// its next write met a reset (EPIPE) and it never read the answer (the fuzz harness counted 15 of 8,430 such requests
// as "fetch failed"). HTTP asks a server that answers early to keep reading what is still coming (RFC 9112, section
// 9.6), so the answer goes out at once and the rest of the body, up to UNREAD_BODY_CAP, is read and thrown away
// behind it; the connection then stays open for the next request. A body declared larger than the cap, or one still
// arriving after UNREAD_BODY_WAIT_MS, is not waited for: that connection closes, as before.
export const UNREAD_BODY_CAP = 16 * 1024 * 1024;
export const UNREAD_BODY_WAIT_MS = 10_000;

export function registerUnreadBodyDrain(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and an async hook costs each a promise and a turn.
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    // Every request whose body was read (or that had none) ends here: one property read.
    if (raw.complete || raw.readableEnded || raw.destroyed) return done(null, payload);
    const declared = Number(raw.headers['content-length']);
    if (Number.isFinite(declared) && declared > UNREAD_BODY_CAP) return done(null, payload);
    // Fastify marks an answer to a body over its limit `connection: close`; the rest is read below instead.
    reply.removeHeader('connection');
    void discardRest(raw, UNREAD_BODY_CAP, UNREAD_BODY_WAIT_MS).then((finished) => {
      if (!finished) raw.socket?.destroy();
    });
    done(null, payload);
  });
}

/**
 * Reads and drops what is left of a request body: true once it ended, false when it passed `cap` bytes, failed or
 * was still coming after `waitMs`.
 */
export function discardRest(raw: IncomingMessage, cap: number, waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = 0;
    const done = (finished: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onFail);
      raw.off('close', onClose);
      resolve(finished);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > cap) done(false);
    };
    const onEnd = () => done(true);
    const onFail = () => done(false);
    const onClose = () => done(raw.complete);
    const timer = setTimeout(onFail, waitMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onFail);
    raw.once('close', onClose);
    raw.resume();
  });
}
