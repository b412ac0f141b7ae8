import type { ParsedRequestOf } from '@app/contract';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { insertErrorReport, insertTrackEvent } from './ops-repository.ts';

/** One page view or click; what is not a known field is kept as its parameters. */
export async function recordTrackEvent(
  app: AppContext,
  user: SessionUser | null,
  input: ParsedRequestOf<'/api/log/v1/track'>,
): Promise<void> {
  // The session token rides in the query of every call (token / h_token): it is never kept with the event.
  const { event, page, visitorId, token: _token, h_token: _hToken, ...params } = input;
  await insertTrackEvent(app.db, {
    event,
    page,
    visitor_id: visitorId,
    params: JSON.stringify(params),
    user_id: user?.id ?? null,
  });
}

export async function recordErrorReport(
  app: AppContext,
  input: ParsedRequestOf<'/api/log/v1/error'>,
  userAgent: string,
): Promise<void> {
  await insertErrorReport(app.db, { ...input, user_agent: userAgent.slice(0, 300) });
}
