import { z } from 'zod';
import { identifier, line } from './common.ts';

// Media payloads (docs/product/api-paths.md). Uploaded files are named by their fileId; a video by its
// videoId (docs/product/media.md: videoId, videoType, playURL, coverURL, duration, width, height).

const fileId = identifier(40);

/** sts/queryToken and refreshToken: a signed upload form, valid 15 minutes. */
export const stsTokenRequest = z.object({ kind: z.enum(['image', 'video']).default('image') });
export const stsTokenResponse = z.object({
  provider: z.enum(['local', 's3']),
  /** POST a multipart form here: every field of `fields`, then the file in field `file`. */
  uploadUrl: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
  /** Object keys this grant may write start with this prefix ('${filename}' is replaced on S3). */
  keyPrefix: z.string(),
  maxBytes: z.number().int(),
  expiresAt: z.string(),
  expiresIn: z.number().int(),
});

export const uploadFileResponse = z.object({
  fileId: z.string(),
  url: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  color: z.string().optional(),
  bytes: z.number().int().optional(),
});

export const delFileRequest = z
  .object({ fileId: fileId.optional(), url: line().max(500).optional() })
  .refine((v) => v.fileId !== undefined || v.url !== undefined, { path: ['fileId'], message: 'fileId or url' });

export const videoInfo = z.object({
  videoId: z.string(),
  videoType: z.string(),
  playURL: z.string(),
  coverURL: z.string(),
  duration: z.number(),
  width: z.number().int(),
  height: z.number().int(),
});
export type VideoInfo = z.infer<typeof videoInfo>;

export const videoIdRequest = z.object({ videoId: fileId });
/** Without a videoId: start a signed upload for a new video; with one: its state and URLs. */
export const queryVideoUrlRequest = z.object({
  videoId: fileId.optional(),
  fileName: line().max(200).optional(),
  fileSize: z.number().int().min(1).optional(),
});
export const videoStateResponse = z.object({
  videoId: z.string(),
  status: z.enum(['pending', 'ready']),
  upload: stsTokenResponse.nullable(),
  play: videoInfo.nullable(),
});
export const mezzanineResponse = z.object({
  videoId: z.string(),
  size: z.number().int(),
  format: z.string(),
  codec: z.string(),
  duration: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  fileName: z.string(),
  createdAt: z.string(),
});

export const convertGifRequest = z
  .object({
    videoId: fileId.optional(),
    jobId: line().max(20).optional(),
    start: z.number().min(0).max(3600).default(0),
    duration: z.number().min(0.5).max(10).default(3),
    width: z.number().int().min(80).max(480).default(320),
    fps: z.number().int().min(2).max(15).default(10),
  })
  .refine((v) => v.videoId !== undefined || v.jobId !== undefined, { path: ['videoId'], message: 'videoId or jobId' });
export const convertGifResponse = z.object({
  jobId: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  gifURL: z.string().nullable(),
  error: z.string().nullable(),
});

export const averageColorQuery = z.object({ url: identifier(500) });
export const averageColorResponse = z.object({
  url: z.string(),
  color: z.string(),
  rgb: z.object({ r: z.number().int(), g: z.number().int(), b: z.number().int() }),
});

/** Multipart paths: the file is read by the route itself, after the token check. */
export const multipartRequest = z.looseObject({});
