import type { SceneKind } from '../demo-places.ts';
import guidesJson from './guides.json';


// The demo guides (articles): each about one place, with paragraphs of its own — no sentence is shared between
// guides (docs/product/data.md, "Demo content"). A guide becomes a guide of the first city its title names
// (places-demo.ts links them), so every major city has at least two: MAJOR_CITIES.

export interface DemoGuide {
  title: string;
  kind: SceneKind;
  topic: string;
  paragraphs: string[];
}

/** The cities a first visit usually starts with: each has at least two guides of its own. */
export const MAJOR_CITIES = ['北京', '上海', '杭州', '西安', '成都', '厦门', '京都', '东京'];

/** The content lives in guides.json (data, not code); the type is asserted here and the content checked by demo-data.unit.test.ts. */
export const DEMO_GUIDES: DemoGuide[] = guidesJson as DemoGuide[];
