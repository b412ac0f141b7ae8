import type { AppContext } from '../../platform/context.ts';
import { activeWithoutTwoFactor } from './operator-repository.ts';

/**
 * Production does not start while an active operator could sign in to the console without two-factor: the list of
 * names says whom to give a TOTP secret (`npm run console -- reset-2fa NAME`) or disable.
 */
export async function checkOperatorsTwoFactor(ctx: AppContext): Promise<void> {
  if (!ctx.config.isProduction) return;
  const names = await activeWithoutTwoFactor(ctx.db);
  if (names.length > 0) {
    throw new Error(
      `console: operators without two-factor cannot sign in to production: ${names.join(', ')} ` +
        '(give each a TOTP secret with `npm run console -- reset-2fa NAME`, or disable them)',
    );
  }
}
