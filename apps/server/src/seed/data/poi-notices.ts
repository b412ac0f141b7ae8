import { z } from 'zod';
import kindNoticesJson from './kind-notices.json';
import poiNoticesJson from './poi-notices.json';

// What a traveller must know before going to the best-known demo places: opening hours, tickets, booking, the day
// they close, written for each place (docs/product/data.md, "Demo content"). Places not listed in poi-notices.json
// get their kind's general notices (kind-notices.json: sight, food, shopping, fun, hotel, transport). Prices as
// posted by each place; a demo, so checked for plausibility.

export type NoticeKind = 'hours' | 'ticket' | 'tip' | 'traffic';
const notice = z.object({
  kind: z.enum(['hours', 'ticket', 'tip', 'traffic']),
  title: z.string().min(1),
  body: z.string().min(1),
});
export type DemoNotice = z.infer<typeof notice>;
const noticesByName = z.record(z.string(), z.array(notice).min(1));

/** The content lives in poi-notices.json (data, not code), checked against its shape as it loads and by demo-data.unit.test.ts. */
export const POI_NOTICES: Record<string, DemoNotice[]> = noticesByName.parse(poiNoticesJson);
/** A place's kind → its general notices; `sight` is the fallback of a kind not listed. */
export const KIND_NOTICES: Record<string, DemoNotice[]> = noticesByName
  .refine((k) => 'sight' in k, 'sight is the fallback kind')
  .parse(kindNoticesJson);
