import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { authorization, sha256Hex, signingKey, type S3Credentials } from '../src/platform/media/sigv4.ts';

// A local stand-in for S3-compatible storage, path style (/bucket/key): it checks every SigV4 header signature
// and every presigned POST policy as S3 does, and keeps objects in memory.

export interface StandIn {
  url: string;
  objects: Map<string, { body: Buffer; type: string }>;
  refused: string[];
  close(): Promise<void>;
}

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

export async function startS3StandIn(cred: S3Credentials, bucket: string): Promise<StandIn> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await read(req);
    const url = new URL(req.url ?? '/', 'http://standin');
    const deny = (why: string) => {
      refused.push(why);
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(`<Error><Code>AccessDenied</Code><Message>${why}</Message></Error>`);
    };
    if (!url.pathname.startsWith(`/${bucket}`)) return deny('no such bucket');
    if (req.method === 'POST') return presignedPost(req, body, res, deny);
    const auth = String(req.headers.authorization ?? '');
    const m = /Credential=([^/]+)\/(\d{8})\/[^,]+, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})/.exec(auth);
    if (!m || m[1] !== cred.accessKeyId) return deny('bad credential');
    const signed = Object.fromEntries(m[3]!.split(';').map((h) => [h, String(req.headers[h] ?? '')]));
    const date = String(req.headers['x-amz-date'] ?? '');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (req.method === 'PUT' && payloadHash !== sha256Hex(body)) return deny('payload hash mismatch');
    const expected = authorization(cred, {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: signed,
      payloadHash,
      now: new Date(
        `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
      ),
    });
    if (expected !== auth) return deny('signature mismatch');
    const key = decodeURIComponent(url.pathname.slice(bucket.length + 2));
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<ListBucketResult>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}</ListBucketResult>`,
        );
    }
    if (req.method === 'PUT') {
      objects.set(key, { body, type: String(req.headers['content-type'] ?? 'application/octet-stream') });
      return res.writeHead(200).end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    const object = objects.get(key);
    if (!object) return res.writeHead(404).end();
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
    if (range) {
      const [start, end] = [Number(range[1]), Math.min(Number(range[2]), object.body.length - 1)];
      return res
        .writeHead(206, {
          'content-type': object.type,
          'content-length': end - start + 1,
          'content-range': `bytes ${start}-${end}/${object.body.length}`,
        })
        .end(req.method === 'HEAD' ? undefined : object.body.subarray(start, end + 1));
    }
    res
      .writeHead(200, { 'content-type': object.type, 'content-length': object.body.length })
      .end(req.method === 'HEAD' ? undefined : object.body);
  };
  // A fault in the stand-in ends that connection rather than going unhandled.
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => res.destroy(err instanceof Error ? err : new Error(String(err))));
  });

  async function presignedPost(req: IncomingMessage, body: Buffer, res: ServerResponse, deny: (why: string) => void) {
    const form = await new Request('http://standin/', {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']) },
      body,
    }).formData();
    const policy = String(form.get('policy') ?? '');
    const credential = String(form.get('x-amz-credential') ?? '');
    const date = String(form.get('x-amz-date') ?? '');
    const signature = createHmac('sha256', signingKey(cred.secretAccessKey, date.slice(0, 8), cred.region))
      .update(policy)
      .digest('hex');
    if (signature !== form.get('x-amz-signature')) return deny('policy signature mismatch');
    const doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    if (new Date(doc.expiration).getTime() < Date.now()) return deny('policy expired');
    const file = form.get('file');
    if (!(file instanceof Blob)) return deny('no file');
    const bytes = Buffer.from(await file.arrayBuffer());
    const key = String(form.get('key') ?? '').replace('${filename}', (file as File).name);
    for (const c of doc.conditions) {
      if (Array.isArray(c) && c[0] === 'starts-with' && !key.startsWith(String(c[2])))
        return deny('key outside the policy');
      if (
        Array.isArray(c) &&
        c[0] === 'content-length-range' &&
        (bytes.length < Number(c[1]) || bytes.length > Number(c[2]))
      )
        return deny('size outside the policy');
      if (!Array.isArray(c) && typeof c === 'object' && c) {
        const [name, value] = Object.entries(c)[0] ?? ['', ''];
        const given =
          name === 'bucket'
            ? bucket
            : name === 'x-amz-credential'
              ? credential
              : name === 'x-amz-date'
                ? date
                : form.get(name);
        if (given !== value) return deny(`condition ${name} not met`);
      }
    }
    objects.set(key, { body: bytes, type: file.type || 'application/octet-stream' });
    res.writeHead(204).end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    objects,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
