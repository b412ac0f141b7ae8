import { z } from 'zod';
import { freeText, identifier, line } from './common.ts';

const short = line().max(200);

/** GET /api/log/v1/track: one event with the channel parameters that ride along (docs/product/shell.md). */
export const trackQuery = z
  .object({
    event: identifier(40).default('pageview'),
    page: short.default(''),
    visitorId: line().max(64).default(''),
  })
  .catchall(short)
  .refine((q) => Object.keys(q).length <= 30, { message: 'too many parameters' });

export const errorReportRequest = z.object({
  release: line().max(64).default(''),
  environment: line().max(32).default(''),
  message: freeText().min(1).max(2000),
  stack: freeText().max(16_000).default(''),
  page: short.default(''),
});

export const emptyResponse = z.object({});

/** /healthz and /readyz take no parameters; anything given is ignored. */
export const healthQuery = z.looseObject({});
