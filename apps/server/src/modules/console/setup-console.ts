import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { operatorName } from '@app/contract';
import type { AppContext } from '../../platform/context.ts';
import { isLoopback } from '../../platform/http/loopback.ts';
import { runConsoleCommand } from './command-line.ts';
import { COMMAND_LINE_ACTOR, createOperator } from './operator-service.ts';
import { checkOperatorsTwoFactor } from './startup-check.ts';
import { totpCode } from './totp.ts';

const devOperator = z.object({
  name: operatorName,
  roles: z.array(z.enum(['admin', 'operator', 'moderator', 'cs'])).min(1),
});

const devCommand = z.object({ args: z.array(z.string().max(64)).max(4) });

/**
 * The console's wiring, called once by buildApp: production's two-factor check, and in development only (absent,
 * 404, in production; from this machine only) POST /dev/api/console-operator, which makes an operator as the command
 * line does and answers their password, TOTP secret and current code, for the journeys in a browser; and POST
 * /dev/api/console-command `{ args }`, which runs `npm run console -- …`'s own function on this server's database
 * (a second process cannot open an embedded one in use) and answers its exit code and printed lines.
 */
export async function setupConsole(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await checkOperatorsTwoFactor(ctx);
  if (!ctx.config.isDevelopment) return;
  app.post('/dev/api/console-operator', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      return reply.status(404).send({ code: 404, msg: '内容不存在', body: null });
    }
    const input = devOperator.safeParse(request.body);
    if (!input.success) return reply.status(400).send({ code: 400, msg: '参数错误', body: null });
    const made = await createOperator(ctx, COMMAND_LINE_ACTOR, { ...input.data, reason: '开发环境' });
    return reply.send({
      code: 0,
      msg: '成功',
      body: { name: made.name, password: made.password, totpSecret: made.totpSecret, totp: totpCode(made.totpSecret) },
    });
  });
  app.post('/dev/api/console-command', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      return reply.status(404).send({ code: 404, msg: '内容不存在', body: null });
    }
    const input = devCommand.safeParse(request.body);
    if (!input.success) return reply.status(400).send({ code: 400, msg: '参数错误', body: null });
    const lines: string[] = [];
    const exitCode = await runConsoleCommand(ctx, input.data.args, (line) => lines.push(line));
    return reply.send({ code: 0, msg: '成功', body: { exitCode, lines } });
  });
}
