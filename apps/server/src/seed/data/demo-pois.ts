import { z } from 'zod';
import demoPoisJson from './demo-pois.json';

// Well-known places at their real coordinates (WGS-84, to about 100 m), for the demo database. Each destination is
// named as in the destinations table (Chinese name and country); each POI: Chinese name | English name | kind |
// lat | lng | labels (comma separated).

const destination = z.object({
  city: z.string().min(1),
  country: z.string().length(2),
  pois: z.string().min(1),
});
export type DemoDestination = z.infer<typeof destination>;

/** The content lives in demo-pois.json (data, not code), checked against its shape as it loads and by demo-data.unit.test.ts. */
export const DEMO_POIS: DemoDestination[] = z.array(destination).parse(demoPoisJson);
