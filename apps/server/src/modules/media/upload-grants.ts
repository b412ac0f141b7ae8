import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { DB } from '../../platform/db/schema.ts';
import { refuse } from '../../platform/http/app-error.ts';
import { s3Options } from '../../platform/media/create-media-store.ts';
import { bucketUrl } from '../../platform/media/s3-store.ts';
import { presignPost } from '../../platform/media/sigv4.ts';
import { getOrCreateServerSecret } from '../../platform/crypto/secret-repository.ts';
import { findUserById } from '../identity/index.ts';
import { findGrant, insertGrant } from './grant-repository.ts';

// Upload credentials (sts/queryToken): a grant row lets one user upload under one key prefix for 15 minutes.
// Local disk: a policy signed with HMAC-SHA256 that POST /media/upload checks. S3: a SigV4 presigned POST.

export const GRANT_SECONDS = 15 * 60;
export const LOCAL_UPLOAD_PATH = '/media/upload';

const secrets = new WeakMap<Kysely<DB>, Promise<string>>();

/** MEDIA_SIGNING_SECRET, or a random key made once and kept in the database for every instance. */
function signingSecret(app: AppContext): Promise<string> {
  if (app.config.MEDIA_SIGNING_SECRET) return Promise.resolve(app.config.MEDIA_SIGNING_SECRET);
  let secret = secrets.get(app.db);
  if (!secret) {
    secret = getOrCreateServerSecret(app.db, 'media-upload-signing', () => randomBytes(32).toString('base64url'));
    secrets.set(app.db, secret);
  }
  return secret;
}

const sign = (secret: string, policy: string) => createHmac('sha256', secret).update(policy).digest('base64url');

interface Policy {
  g: number;
  e: number;
}

export async function issueGrant(
  app: AppContext,
  me: SessionUser,
  kind: 'image' | 'video',
  mediaId: number | null = null,
) {
  const s3 = s3Options(app.config);
  const maxBytes = kind === 'image' ? app.config.UPLOAD_IMAGE_MAX_BYTES : app.config.UPLOAD_VIDEO_MAX_BYTES;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + GRANT_SECONDS * 1000);
  const keyPrefix = `incoming/${me.userCode}/${randomBytes(12).toString('base64url')}/`;
  const grantId = await insertGrant(app.db, {
    userId: me.id,
    provider: s3 ? 's3' : 'local',
    keyPrefix,
    kind,
    mediaId,
    expiresAt,
  });
  const common = {
    method: 'POST' as const,
    keyPrefix,
    maxBytes,
    expiresAt: expiresAt.toISOString(),
    expiresIn: GRANT_SECONDS,
  };
  if (s3) {
    return {
      provider: 's3' as const,
      uploadUrl: bucketUrl(s3),
      fields: presignPost(s3, { bucket: s3.bucket, keyPrefix, maxBytes, expiresAt, now }),
      ...common,
    };
  }
  const policy = Buffer.from(
    JSON.stringify({ g: grantId, e: Math.floor(expiresAt.getTime() / 1000) } satisfies Policy),
  ).toString('base64url');
  return {
    provider: 'local' as const,
    uploadUrl: LOCAL_UPLOAD_PATH,
    fields: { policy, signature: sign(await signingSecret(app), policy) },
    ...common,
  };
}

const badGrant = () => refuse('上传凭证无效或已过期，请重新获取');

/** The grant behind a signed local upload form, checked: signature, expiry, and the grant row itself. */
export async function verifyLocalGrant(app: AppContext, policy: string | undefined, signature: string | undefined) {
  if (!policy || !signature || policy.length > 500) throw badGrant();
  const expected = Buffer.from(sign(await signingSecret(app), policy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badGrant();
  let parsed: Policy;
  try {
    parsed = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as Policy;
  } catch {
    throw badGrant();
  }
  if (!Number.isSafeInteger(parsed.g) || parsed.e * 1000 < Date.now()) throw badGrant();
  const grant = await findGrant(app.db, parsed.g);
  if (!grant || grant.provider !== 'local' || new Date(grant.expires_at).getTime() < Date.now()) throw badGrant();
  // The uploader as identity knows them: their code names the stored key; a user who is gone has no grant.
  const user = await findUserById(app.db, grant.user_id);
  if (!user) throw badGrant();
  return { ...grant, user_code: user.user_code };
}
