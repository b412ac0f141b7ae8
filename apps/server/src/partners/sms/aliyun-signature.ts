import { createHmac } from 'node:crypto';

// Aliyun's RPC-style request signing (SignatureVersion 1.0, HMAC-SHA1), as its SendSms API documents it.

/** RFC 3986 percent-encoding: encodeURIComponent leaves !'()* alone, Aliyun does not. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonical query: parameters sorted by name, each name and value percent-encoded. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] ?? '')}`)
    .join('&');
}

/** Signature = base64(HMAC-SHA1(secret + '&', METHOD & encode('/') & encode(canonical query))). */
export function aliyunSignature(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}
