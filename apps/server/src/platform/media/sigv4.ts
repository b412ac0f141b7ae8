import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for S3-compatible storage (AWS, MinIO, Aliyun OSS and Tencent COS in S3 mode):
// header-signed requests for the server's own calls, and presigned POST policies for browser uploads.

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export const EMPTY_SHA256 = sha256Hex('');

/** 20130524T000000Z */
export const amzDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function signingKey(secret: string, date: string, region: string, service = 's3'): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** RFC 3986 encoding as SigV4 wants it; '/' kept in paths. */
export function uriEncode(s: string, keepSlash: boolean): string {
  return [...Buffer.from(s, 'utf8')]
    .map((b) => {
      const c = String.fromCharCode(b);
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
      return `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

export interface SignInput {
  method: string;
  /** Already-encoded absolute path, e.g. /bucket/key%20name. */
  path: string;
  query?: Record<string, string>;
  headers: Record<string, string>;
  payloadHash: string;
  now: Date;
}

/** The Authorization header for a request; `headers` must hold host and every x-amz-* header sent. */
export function authorization(cred: S3Credentials, input: SignInput): string {
  const date = amzDate(input.now);
  const scope = `${date.slice(0, 8)}/${cred.region}/s3/aws4_request`;
  const names = Object.keys(input.headers)
    .map((h) => h.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const query = Object.entries(input.query ?? {})
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [input.method, input.path, query, canonicalHeaders, signedHeaders, input.payloadHash].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonical)].join('\n');
  const signature = createHmac('sha256', signingKey(cred.secretAccessKey, date.slice(0, 8), cred.region))
    .update(toSign)
    .digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${cred.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Form fields of a presigned POST: the browser posts them with the file (field `file`, last). */
export function presignPost(
  cred: S3Credentials,
  o: { bucket: string; keyPrefix: string; maxBytes: number; expiresAt: Date; now: Date },
): Record<string, string> {
  const date = amzDate(o.now);
  const credential = `${cred.accessKeyId}/${date.slice(0, 8)}/${cred.region}/s3/aws4_request`;
  const policy = Buffer.from(
    JSON.stringify({
      expiration: o.expiresAt.toISOString(),
      conditions: [
        { bucket: o.bucket },
        ['starts-with', '$key', o.keyPrefix],
        ['content-length-range', 1, o.maxBytes],
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': credential },
        { 'x-amz-date': date },
      ],
    }),
  ).toString('base64');
  const signature = createHmac('sha256', signingKey(cred.secretAccessKey, date.slice(0, 8), cred.region))
    .update(policy)
    .digest('hex');
  return {
    key: `${o.keyPrefix}\${filename}`,
    policy,
    'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    'x-amz-credential': credential,
    'x-amz-date': date,
    'x-amz-signature': signature,
  };
}
