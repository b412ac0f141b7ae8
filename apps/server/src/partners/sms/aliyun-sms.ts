import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { callPartner, PartnerError } from '../http-client.ts';
import { aliyunSignature } from './aliyun-signature.ts';
import type { SmsSender } from './sms-sender.ts';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** A template with one variable, ${code}. */
  templateCode: string;
  endpoint: string;
  timeoutMs: number;
  /** For tests: a fixed clock and nonce. */
  now?: () => Date;
  nonce?: () => string;
}

const sendSmsAnswer = z.object({
  Code: z.string(),
  Message: z.string().optional(),
  RequestId: z.string().optional(),
  BizId: z.string().optional(),
});

/** Aliyun's ISO 8601 UTC timestamp without milliseconds: 2017-07-12T02:42:19Z. */
const aliyunTimestamp = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Aliyun SMS (dysmsapi SendSms, version 2017-05-25): one signed GET per message. */
export function aliyunSmsSender(options: AliyunSmsOptions): SmsSender {
  const now = options.now ?? (() => new Date());
  const nonce = options.nonce ?? randomUUID;
  return {
    provider: 'aliyun',
    async send(message) {
      const params: Record<string, string> = {
        AccessKeyId: options.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        // Mainland numbers go bare; others with their calling code, as Aliyun's international SMS expects.
        PhoneNumbers: message.countryCode === '86' ? message.mobile : `${message.countryCode}${message.mobile}`,
        RegionId: 'cn-hangzhou',
        SignName: options.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: nonce(),
        SignatureVersion: '1.0',
        TemplateCode: options.templateCode,
        TemplateParam: JSON.stringify({ code: message.code }),
        Timestamp: aliyunTimestamp(now()),
        Version: '2017-05-25',
      };
      const signature = aliyunSignature(params, options.accessKeySecret);
      const answer = await callPartner('aliyun-sms', options.endpoint, sendSmsAnswer, {
        method: 'GET',
        query: { Signature: signature, ...params },
        timeoutMs: options.timeoutMs,
      });
      if (answer.Code !== 'OK') throw new PartnerError('aliyun-sms', `refused: ${answer.Code}`);
    },
  };
}
