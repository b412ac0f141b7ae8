import { readFile, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { resolveSession, tokenFromRequest } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { authorize } from '../../platform/auth/access-policy.ts';
import { refuse } from '../../platform/http/app-error.ts';
import { mediaFileById } from './media-service.ts';
import { fieldValue, spoolUpload } from './multipart-upload.ts';
import { LOCAL_UPLOAD_PATH, verifyLocalGrant } from './upload-grants.ts';
import { imageTooLarge, storeImage, videoTooLarge } from './upload-service.ts';
import { storeVideo, toVideoInfo } from './video-service.ts';

/**
 * POST /media/upload: the local-disk counterpart of an S3 presigned POST. The signed policy from sts/queryToken
 * names the grant, and through it the user; the form's fields come first, the file last, in field `file`.
 * The answer is the usual envelope: { fileId, url } for an image, the video's play info for a video.
 */
export function registerSignedUpload(app: FastifyInstance, ctx: AppContext) {
  app.post(LOCAL_UPLOAD_PATH, { schema: { hide: true } }, async (request, reply) => {
    const max = Math.max(ctx.config.UPLOAD_IMAGE_MAX_BYTES, ctx.config.UPLOAD_VIDEO_MAX_BYTES);
    const file = await spoolUpload(request, max, () => videoTooLarge(ctx.config.UPLOAD_VIDEO_MAX_BYTES));
    try {
      const grant = await verifyLocalGrant(ctx, fieldValue(file.part, 'policy'), fieldValue(file.part, 'signature'));
      // The policy is the credential; a token, when sent as well, must be the same user's.
      const session = await resolveSession(ctx, tokenFromRequest(request.query, request.headers.authorization));
      if (session) authorize(session, 'use', { kind: 'upload', ownerId: grant.user_id });
      const owner = { id: grant.user_id, userCode: grant.user_code };
      let body: unknown;
      if (grant.kind === 'image') {
        const { size } = await stat(file.path);
        if (size > ctx.config.UPLOAD_IMAGE_MAX_BYTES) throw imageTooLarge(ctx.config.UPLOAD_IMAGE_MAX_BYTES);
        body = await storeImage(ctx, owner, await readFile(file.path), file.filename);
      } else {
        const pending = grant.media_id === null ? undefined : await mediaFileById(ctx, grant.media_id);
        if (!pending || pending.status !== 'pending') throw refuse('这个视频已经上传过了');
        await storeVideo(ctx, owner, file.dir, file.path, file.filename, {
          id: pending.id,
          publicId: pending.public_id,
        });
        body = toVideoInfo(ctx, (await mediaFileById(ctx, pending.id))!);
      }
      return reply.send({ code: 0, msg: '成功', body });
    } finally {
      await file.cleanup();
    }
  });
}
