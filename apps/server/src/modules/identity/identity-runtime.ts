import type { Partners } from '../../partners/partners.ts';
import type { Sandbox } from '../../partners/sandbox/sandbox-server.ts';
import type { SmsSender } from '../../partners/sms/sms-sender.ts';
import type { AppContext } from '../../platform/context.ts';

/** What identity needs beyond the database: the SMS gateway, the partners, and in development the sandbox. */
export interface IdentityRuntime {
  sms: SmsSender;
  partners: Partners;
  sandbox: Sandbox | null;
}

// Kept beside the app context rather than in it: the context is the platform's, this is identity's own.
const runtimes = new WeakMap<AppContext, IdentityRuntime>();

export function setIdentityRuntime(ctx: AppContext, runtime: IdentityRuntime): void {
  runtimes.set(ctx, runtime);
}

export function identityRuntime(ctx: AppContext): IdentityRuntime {
  const runtime = runtimes.get(ctx);
  if (!runtime) throw new Error('identity is not set up: buildApp must call setupIdentity(app, ctx)');
  return runtime;
}

/** The sandbox's address in development, else null. */
export const identitySandboxUrl = (ctx: AppContext): string | null => runtimes.get(ctx)?.sandbox?.url ?? null;

/** Identity's line in the start-up message: the sandbox's address in development; nothing when there is none. */
export function announceIdentity(ctx: AppContext, say: (line: string) => void): void {
  const sandbox = identitySandboxUrl(ctx);
  if (sandbox) say(`partner sandbox: ${sandbox} (development only)`);
}
