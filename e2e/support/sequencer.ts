import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Every e2e file talks to one server and one database. Files that publish content (which then heads the
// "newest" feed) run after the ones that read the demo feed as it was seeded; the rest keep a stable order.
const PUBLISHES = ['community-journey', 'community-injection'];

const rank = (spec: TestSpecification) => {
  const name = spec.moduleId.split('/').pop() ?? '';
  const i = PUBLISHES.findIndex((p) => name.startsWith(p));
  return i === -1 ? 0 : i + 1;
};

export class E2eSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}
