import type { AppContext } from '../../platform/context.ts';
import { AppError, refuse } from '../../platform/http/app-error.ts';
import { listFeed } from '../community/index.ts';

// Guides and information are the community's articles tagged with a destination: read through its feed service,
// so likes, collects and comments are the community's own.

interface GuideInput {
  destinationId?: number | undefined;
  cursor?: string | null | undefined;
  pageSize: number;
}

/** Destination guides (/strategyList): articles, most liked first. */
export function guides(app: AppContext, input: GuideInput) {
  return listFeed(app, null, { ...input, type: 'article', sort: 'hot' });
}

/** Information of a destination: its newest articles. A failure answers code 1 '网络繁忙，请稍后再试' (docs/product/places.md). */
export async function information(app: AppContext, input: GuideInput) {
  try {
    return await listFeed(app, null, { ...input, type: 'article', sort: 'new' });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refuse('网络繁忙，请稍后再试');
  }
}
