import { Readable } from 'node:stream';
import { authorization, EMPTY_SHA256, amzDate, sha256Hex, uriEncode, type S3Credentials } from './sigv4.ts';
import { mediaUrl, type MediaStore } from './media-store.ts';

export interface S3Options extends S3Credentials {
  endpoint: string;
  bucket: string;
  /** http://host/bucket/key rather than http://bucket.host/key (MinIO and most stand-ins). */
  pathStyle: boolean;
}

/** The bucket's own address, where browsers POST presigned uploads. */
export function bucketUrl(o: S3Options): string {
  const u = new URL(o.endpoint);
  return o.pathStyle ? `${u.origin}/${o.bucket}` : `${u.protocol}//${o.bucket}.${u.host}`;
}

/** S3-compatible storage signed with SigV4. Objects are still served under /media/ by this server. */
export function s3MediaStore(o: S3Options): MediaStore {
  const base = bucketUrl(o);
  const host = new URL(base).host;
  const basePath = new URL(base).pathname.replace(/\/$/, '');

  async function call(
    method: string,
    key: string,
    init: { body?: Buffer; headers?: Record<string, string>; query?: Record<string, string> } = {},
  ) {
    const path = `${basePath}/${uriEncode(key, true)}`;
    const now = new Date();
    const payloadHash = init.body ? sha256Hex(init.body) : EMPTY_SHA256;
    const headers: Record<string, string> = {
      host,
      'x-amz-date': amzDate(now),
      'x-amz-content-sha256': payloadHash,
      ...init.headers,
    };
    const auth = authorization(o, { method, path, query: init.query ?? {}, headers, payloadHash, now });
    const qs = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
    const { host: _host, ...sent } = headers;
    return fetch(`${new URL(base).origin}${path}${qs}`, {
      method,
      headers: { ...sent, authorization: auth },
      ...(init.body ? { body: init.body } : {}),
      signal: AbortSignal.timeout(60_000),
    });
  }
  const fail = async (res: Response, what: string) => {
    throw new Error(`S3 ${what} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  };

  return {
    kind: 's3',
    async put(key, bytes, contentType = 'application/octet-stream') {
      const res = await call('PUT', key, { body: bytes, headers: { 'content-type': contentType } });
      if (!res.ok) await fail(res, 'put');
    },
    async read(key, range) {
      const res = await call('GET', key, range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {});
      if (res.status === 404) return null;
      if (!res.ok || !res.body) return fail(res, 'get');
      const total = res.headers.get('content-range')?.split('/')[1];
      const size = Number(total ?? res.headers.get('content-length') ?? 0);
      return { stream: Readable.fromWeb(res.body as never), size };
    },
    async size(key) {
      const res = await call('HEAD', key);
      if (res.status === 404) return null;
      if (!res.ok) return fail(res, 'head');
      return Number(res.headers.get('content-length') ?? 0);
    },
    async remove(key) {
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) await fail(res, 'delete');
    },
    async removePrefix(prefix) {
      const res = await call('GET', '', { query: { 'list-type': '2', prefix } });
      if (!res.ok) return fail(res, 'list');
      const keys = [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => decodeXml(m[1] ?? ''));
      await Promise.all(keys.map((k) => this.remove(k)));
    },
    urlOf: mediaUrl,
  };
}

const decodeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
