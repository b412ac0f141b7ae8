import { z } from 'zod';
import { SCENE_KINDS } from '../scene-kinds.ts';
import guidesJson from './guides.json';

// The demo guides (articles): each about one place, with paragraphs of its own — no sentence is shared between
// guides (docs/product/data.md, "Demo content"). A guide becomes a guide of the first city its title names
// (places-seed.ts links them), so every major city has at least two: MAJOR_CITIES.

const guide = z.object({
  title: z.string().min(1),
  kind: z.enum(SCENE_KINDS),
  topic: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
});
export type DemoGuide = z.infer<typeof guide>;

/** The cities a first visit usually starts with: each has at least two guides of its own. */
export const MAJOR_CITIES = ['北京', '上海', '杭州', '西安', '成都', '厦门', '京都', '东京'];

/** The content lives in guides.json (data, not code), checked against its shape as it loads and by demo-data.unit.test.ts. */
export const DEMO_GUIDES: DemoGuide[] = z.array(guide).parse(guidesJson);
