// /gdvip's address: where to go back once membership is confirmed, and why the visitor is there.

export const GDVIP_PATH = '/gdvip';
export type GdvipReason = 'not-member' | 'check-failed';

export function gdvipHref(back: string, reason: GdvipReason = 'not-member'): string {
  const params = new URLSearchParams({ redirect: back });
  if (reason !== 'not-member') params.set('reason', reason);
  return `${GDVIP_PATH}?${params.toString()}`;
}
