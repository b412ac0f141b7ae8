import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AnchorListening } from './anchor-process.ts';

/**
 * An anchor's last step (in the anchor's own process): listen on PORT (a free port when 0 or unset) and tell the bench
 * that started it (anchor-process.ts) the port and this process's pid. When the bench goes away, so does the anchor.
 */
export async function listenAsAnchor(app: FastifyInstance): Promise<void> {
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const message: AnchorListening = { anchor: 'listening', port, pid: process.pid };
  if (process.send) {
    process.send(message);
    process.once('disconnect', () => process.exit(0));
  }
}
