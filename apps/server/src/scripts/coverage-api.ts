import { AREAS } from '@app/contract';
import { modules } from '../modules/index.ts';

// `npm run coverage:api`: which paths of docs/product/api-paths.md have a real route; the rest answer '功能暂未开放'.
const built = new Set(modules.flatMap((m) => m.routes.map((r) => r.path)));
const all = Object.values(AREAS).flat();
console.log(`built ${all.filter((e) => built.has(e.path)).length} of ${all.length} endpoints`);
for (const [area, endpoints] of Object.entries(AREAS)) {
  const missing = endpoints.filter((e) => !built.has(e.path));
  const done = endpoints.length - missing.length;
  console.log(`\n${area}: ${done} of ${endpoints.length} built`);
  for (const e of missing) console.log(`  not built: ${e.path}`);
}
