import { createHash } from 'node:crypto';

/**
 * The JS-SDK config signature (WeChat's "JS-SDK 使用权限签名算法"): SHA-1 over
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the URL without its #fragment.
 */
export function jsSdkSignature(p: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const url = p.url.split('#')[0] ?? '';
  const text = `jsapi_ticket=${p.ticket}&noncestr=${p.nonceStr}&timestamp=${p.timestamp}&url=${url}`;
  return createHash('sha1').update(text).digest('hex');
}
