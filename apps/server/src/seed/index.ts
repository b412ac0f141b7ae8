import type { AppContext } from '../platform/context.ts';
import { loadActivitiesDemo } from './activities-seed.ts';
import { loadGrowthDemo } from './growth-seed.ts';
import { loadDemoContent } from './load-demo-content.ts';
import { loadMallDemo } from './mall-seed.ts';
import { loadPlacesDemo } from './places-seed.ts';
import { indexDemo } from '../modules/search/index.ts';

type Say = (line: string) => void;

/**
 * Demo content for a development database (docs/architecture.md, "Demo content"), area by area in this order:
 * community first (it makes the demo users), places before mall (the mall's demo attaches to demo POIs). Each part
 * loads only while its own tables are empty, so an older demo database gains a new area's part.
 */
const PARTS: ((ctx: AppContext, say: Say) => Promise<void>)[] = [
  loadDemoContent,
  loadActivitiesDemo,
  loadPlacesDemo,
  loadMallDemo,
  loadGrowthDemo,
  // Last: search indexes what the parts above wrote (without events) when its index has none of it yet.
  indexDemo,
];

export async function loadDemo(ctx: AppContext, say: Say): Promise<void> {
  for (const part of PARTS) await part(ctx, say);
}
