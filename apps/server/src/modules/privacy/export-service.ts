import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { getOrCreateServerSecret } from '../../platform/crypto/secret-repository.ts';
import { openFile, sealFile } from '../../platform/crypto/file-seal.ts';
import { JSON_TYPE } from '../../platform/http/stored-answer.ts';
import { jobSignals } from '../../platform/jobs/job-repository.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { EXPORT_SECTIONS } from './export-sections.ts';
import {
  failExport,
  findExport,
  finishExport,
  insertExport,
  newestExport,
  purgeExpiredExports,
} from './export-repository.ts';

// A copy of one's personal data (docs/product/privacy.md, "A copy of one's data"): a job writes one JSON file,
// sealed in the database; its owner downloads it through a signed address that lasts a few minutes.

export const DOWNLOAD_PATH = '/privacy-export';
const LINK_SECONDS = 10 * 60;
/** A copy made within this long is answered again instead of making another. */
const FRESH_MS = 60 * 60 * 1000;

const binding = (id: number, userId: number) => `export:${id}:${userId}`;

function signingSecret(app: AppContext) {
  return getOrCreateServerSecret(app.db, 'privacy-download-signing', () => randomBytes(32).toString('base64url'));
}

const sign = (secret: string, id: number, exp: number) =>
  createHmac('sha256', secret).update(`${id}.${exp}`).digest('base64url');

async function downloadUrl(app: AppContext, id: number) {
  const exp = Math.floor(Date.now() / 1000) + LINK_SECONDS;
  return `${DOWNLOAD_PATH}/${id}?exp=${exp}&sig=${sign(await signingSecret(app), id, exp)}`;
}

type ExportRow = NonNullable<Awaited<ReturnType<typeof newestExport>>>;

async function stateOf(app: AppContext, row: ExportRow) {
  const ready = row.status === 'ready' && row.expires_at !== null && new Date(row.expires_at) > new Date();
  return {
    id: String(row.id),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    readyAt: row.ready_at ? new Date(row.ready_at).toISOString() : null,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    byteSize: row.byte_size,
    downloadUrl: ready ? await downloadUrl(app, row.id) : null,
  };
}

/** The newest copy still of use (queued, failed, or ready and unexpired), or null. */
export async function exportState(app: AppContext, me: SessionUser) {
  const row = await newestExport(app.db, me.id);
  if (!row) return null;
  if (row.status === 'ready' && row.expires_at && new Date(row.expires_at) <= new Date()) return null;
  return stateOf(app, row);
}

export async function requestExport(app: AppContext, me: SessionUser) {
  await purgeExpiredExports(app.db);
  const newest = await newestExport(app.db, me.id);
  const fresh =
    newest &&
    (newest.status === 'queued' ||
      (newest.status === 'ready' && Date.now() - new Date(newest.created_at).getTime() < FRESH_MS));
  if (fresh) return stateOf(app, newest);
  await insertExport(app.db, me.id);
  jobSignals.emit('queued');
  const row = await newestExport(app.db, me.id);
  return stateOf(app, row!);
}

export const exportJob: JobHandler = async (app, job) => {
  const id = Number(job.payload.exportId);
  const row = await findExport(app.db, id);
  if (!row || row.status !== 'queued') return { skipped: true };
  try {
    const copy: Record<string, unknown> = { madeAt: new Date().toISOString(), format: 1 };
    for (const [name, section] of Object.entries(EXPORT_SECTIONS)) copy[name] = await section(app, row.user_id);
    const plain = Buffer.from(JSON.stringify(copy, null, 2), 'utf8');
    await finishExport(app.db, id, await sealFile(app, plain, binding(id, row.user_id)), plain.length);
    return { bytes: plain.length };
  } catch (err) {
    if (job.attempts >= 3) await failExport(app.db, id);
    throw err;
  }
};

/** GET /privacy-export/:id?exp&sig: the file, for whoever holds an unexpired signed address (its owner was given it). */
export function registerExportDownload(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>(
    `${DOWNLOAD_PATH}/:id`,
    async (request, reply) => {
      const id = Number(request.params.id);
      const exp = Number(request.query.exp);
      const given = Buffer.from(String(request.query.sig ?? ''));
      const gone = () =>
        reply.code(404).header('cache-control', 'no-store').send({ code: 404, msg: '下载链接已失效', body: null });
      if (!Number.isSafeInteger(id) || !Number.isSafeInteger(exp) || exp < Date.now() / 1000) return gone();
      const expected = Buffer.from(sign(await signingSecret(ctx), id, exp));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return gone();
      const row = await findExport(ctx.db, id);
      if (!row?.file_enc || row.status !== 'ready' || (row.expires_at && new Date(row.expires_at) <= new Date()))
        return gone();
      const file = await openFile(ctx, row.file_enc, binding(row.id, row.user_id));
      return reply
        .header('content-type', JSON_TYPE)
        .header('content-disposition', `attachment; filename="my-data-${row.id}.json"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
}
