import type { FastifyInstance } from 'fastify';
import { createPartners } from '../../partners/partners.ts';
import { startSandbox } from '../../partners/sandbox/sandbox-server.ts';
import { createSmsSender } from '../../partners/sms/create-sms-sender.ts';
import type { AppContext } from '../../platform/context.ts';
import { phoneHash } from '../../platform/crypto/phone-crypto.ts';
import { registerDevRoutes } from './dev-routes.ts';
import { addOutboxSms } from './dev-outbox-repository.ts';
import { setIdentityRuntime } from './identity-runtime.ts';

/**
 * Identity's wiring, called once by buildApp: the SMS gateway and partner adapters; in development also the
 * partner sandbox on loopback (SANDBOX_PORT) and the /dev/api routes. None of the development parts exist in
 * production: configuration refuses the console SMS provider and unset partner addresses there.
 */
export async function setupIdentity(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  const sandbox = config.isDevelopment
    ? await startSandbox(config.SANDBOX_PORT, (port) =>
        app.log.warn(`partner sandbox: port ${port} is busy, using another`),
      )
    : null;
  if (sandbox) app.addHook('onClose', () => sandbox.close());
  setIdentityRuntime(ctx, {
    sandbox,
    partners: createPartners(config, sandbox?.url ?? null),
    sms: createSmsSender(config, {
      outbox: async (m) => addOutboxSms(ctx.db, { ...m, hash: await phoneHash(ctx, m) }),
      log: (line) => app.log.info(line),
    }),
  });
  if (config.isDevelopment) await registerDevRoutes(app, ctx);
}
