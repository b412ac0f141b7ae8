import demoPoisJson from './demo-pois.json';

// Well-known places at their real coordinates (WGS-84, to about 100 m), for the demo database. Each destination is
// named as in the destinations table (Chinese name and country); each POI: Chinese name | English name | kind |
// lat | lng | labels (comma separated).

export interface DemoDestination {
  city: string;
  country: string;
  pois: string;
}

/** The content lives in demo-pois.json (data, not code); the type is asserted here and the content checked by demo-data.unit.test.ts. */
export const DEMO_POIS: DemoDestination[] = demoPoisJson as DemoDestination[];
