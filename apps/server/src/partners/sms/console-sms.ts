import { maskPhone } from '@app/rules';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/**
 * Development only: nothing leaves the machine. The message goes to the dev outbox (read by /dev and the tests
 * through /dev/api/outbox); the log says only that one was sent, to a masked phone, never the code.
 * Configuration refuses this provider when NODE_ENV=production.
 */
export function consoleSmsSender(deps: {
  outbox: (message: SmsMessage) => Promise<void>;
  log: (line: string) => void;
}): SmsSender {
  return {
    provider: 'console',
    async send(message) {
      await deps.outbox(message);
      deps.log(
        `sms (console provider): ${message.purpose} code sent to +${message.countryCode} ${maskPhone(message.mobile)}; read it in the /dev outbox`,
      );
    },
  };
}
