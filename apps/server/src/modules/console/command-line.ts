import type { AppContext } from '../../platform/context.ts';
import { findOperatorByName } from './operator-repository.ts';
import { COMMAND_LINE_ACTOR, createOperator, resetTwoFactor } from './operator-service.ts';

export const CONSOLE_USAGE = [
  'usage: npm run console -- create-admin NAME   the first admin: prints the password and TOTP secret once',
  '       npm run console -- reset-2fa NAME      a new TOTP secret for an operator who lost theirs',
].join('\n');

/**
 * `npm run console -- …` on the server's machine: what only someone with the machine may do. Prints each secret once
 * (nothing keeps it in clear); the audit trail records who: the command line. Answers the exit code.
 */
export async function runConsoleCommand(
  app: Pick<AppContext, 'db'>,
  args: readonly string[],
  print: (line: string) => void,
): Promise<number> {
  const [command, name] = args;
  if ((command !== 'create-admin' && command !== 'reset-2fa') || !name || args.length !== 2) {
    print(CONSOLE_USAGE);
    return 2;
  }
  if (!/^[A-Za-z0-9._-]{2,32}$/.test(name)) {
    print('NAME: 2 to 32 letters, digits, dot, dash or underscore');
    return 2;
  }
  if (command === 'create-admin') {
    if (await findOperatorByName(app.db, name)) {
      print(`operator ${name} exists already: nothing made (reset-2fa gives a new TOTP secret)`);
      return 1;
    }
    const made = await createOperator(app, COMMAND_LINE_ACTOR, { name, roles: ['admin'], reason: '命令行创建管理员' });
    print(`operator: ${made.name} (admin)`);
    print(`password: ${made.password}`);
    print(`totp secret: ${made.totpSecret}`);
    print(`totp address: ${made.otpauthUri}`);
    print('These are shown once: keep the password in a password manager and add the secret to an authenticator app.');
    return 0;
  }
  const operator = await findOperatorByName(app.db, name);
  if (!operator) {
    print(`no operator named ${name}`);
    return 1;
  }
  const me = { id: 0, name: COMMAND_LINE_ACTOR.operatorName, roles: [] };
  const reset = await resetTwoFactor(app, me, COMMAND_LINE_ACTOR, { id: operator.id, reason: '命令行重置动态码' });
  print(`operator: ${operator.name}`);
  print(`totp secret: ${reset.totpSecret}`);
  print(`totp address: ${reset.otpauthUri}`);
  return 0;
}
