import poiNoticesJson from './poi-notices.json';

// What a traveller must know before going to the best-known demo places: opening hours, tickets, booking, the day
// they close, written for each place (docs/product/data.md, "Demo content"). Places not listed here get their
// kind's general notices (places-demo.ts). Prices as posted by each place; a demo, so checked for plausibility.

export type NoticeKind = 'hours' | 'ticket' | 'tip' | 'traffic';
export interface DemoNotice {
  kind: NoticeKind;
  title: string;
  body: string;
}

/** The content lives in poi-notices.json (data, not code); the type is asserted here and the content checked by demo-data.unit.test.ts. */
export const POI_NOTICES: Record<string, DemoNotice[]> = poiNoticesJson as Record<string, DemoNotice[]>;
