import type { SmsMessage, SmsSender } from './sms-sender.ts';

/**
 * Development only: nothing leaves the machine. The message goes to the dev outbox (read by /dev and the tests
 * through /dev/api/outbox) and to the log. Configuration refuses this provider when NODE_ENV=production.
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
        `sms (console provider): ${message.purpose} code for +${message.countryCode} ${message.mobile} is ${message.code}`,
      );
    },
  };
}
