import { z } from 'zod';

const short = z.string().max(200);

/** GET /api/log/v1/track: one event with the channel parameters that ride along (BRIEF.md section 5a). */
export const trackQuery = z
  .object({
    event: z.string().min(1).max(40).default('pageview'),
    page: short.default(''),
    visitorId: z.string().max(64).default(''),
  })
  .catchall(short)
  .refine((q) => Object.keys(q).length <= 30, { message: 'too many parameters' });

export const errorReportRequest = z.object({
  release: z.string().max(64).default(''),
  environment: z.string().max(32).default(''),
  message: z.string().min(1).max(2000),
  stack: z.string().max(16_000).default(''),
  page: short.default(''),
});

export const emptyResponse = z.object({});

/** /healthz and /readyz take no parameters; anything given is ignored. */
export const healthQuery = z.looseObject({});
