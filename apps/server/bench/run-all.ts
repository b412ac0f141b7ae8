import { spawnSync } from 'node:child_process';
import { machineLoad, say } from './bench-support.ts';

// `npm run bench`: the benches one after another, each in a process of its own, between two lines that say how
// loaded the machine was when the run began and when it ended (a loaded run's figures are read as such). Stops at
// the first bench that fails, still printing the last line.
const BENCHES = [
  'feed-bench.ts',
  'activities-bench.ts',
  'lists-bench.ts',
  'costs-bench.ts',
  'contention-bench.ts',
  'filter-bench.ts',
];

say(`bench: start, ${machineLoad()}`);
let failed = '';
for (const bench of BENCHES) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `apps/server/bench/${bench}`], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed = `${bench} failed (${run.status ?? run.signal})`;
    break;
  }
}
say(`bench: end${failed ? ` (${failed})` : ''}, ${machineLoad()}`);
if (failed) process.exitCode = 1;
