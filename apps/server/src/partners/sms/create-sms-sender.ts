import type { Config } from '../../platform/config.ts';
import { aliyunSmsSender } from './aliyun-sms.ts';
import { consoleSmsSender } from './console-sms.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** The configured provider. Configuration refuses the console provider in production and checks Aliyun's keys. */
export function createSmsSender(
  config: Config,
  dev: { outbox: (message: SmsMessage) => Promise<void>; log: (line: string) => void },
): SmsSender {
  if (config.SMS_PROVIDER === 'aliyun') {
    return aliyunSmsSender({
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
      signName: config.ALIYUN_SMS_SIGN_NAME ?? '',
      templateCode: config.ALIYUN_SMS_TEMPLATE_CODE ?? '',
      endpoint: config.ALIYUN_SMS_ENDPOINT,
      timeoutMs: config.PARTNER_TIMEOUT_MS,
    });
  }
  if (config.isProduction) throw new Error('SMS_PROVIDER=console is development only');
  return consoleSmsSender(dev);
}
