import { runA2 } from './a2.ts';
import { engines, say } from './env.ts';
import { runF1 } from './f1.ts';
import { runF2 } from './f2.ts';
import { runC1, runI1 } from './i1-c1.ts';
import { runL1 } from './l1.ts';
import { runS1 } from './s1.ts';
import { runT1 } from './t1.ts';
import { runT2 } from './t2.ts';
import { runV1 } from './v1.ts';
import { runX1 } from './x1.ts';
import type { Engine } from './target.ts';

// `npm run harden [-- SECTION…]`: keeps proving the server reliable and safe (docs/reliability.md). One figure a line
// on stdout; samples of what failed on stderr. Sizes from the environment (env.ts); PostgreSQL runs beside PGlite
// when HARDEN_DATABASE_URL (or TEST_DATABASE_URL) names a server. The exit code is 1 when any figure misses its
// target.

type Section = (engine: Engine) => Promise<boolean>;
const SECTIONS: Record<string, { run: Section; perEngine: boolean }> = {
  I1: { run: runI1, perEngine: true },
  C1: { run: runC1, perEngine: true },
  L1: { run: runL1, perEngine: true },
  F1: { run: runF1, perEngine: true },
  A2: { run: runA2, perEngine: true },
  // Tickets: 无忧币 seats charged once and refunded once under races, freed seats to the waitlist.
  T2: { run: runT2, perEngine: true },
  // Image variants: parallel first requests all complete and identical (media does not depend on the database).
  V1: { run: () => runV1('pglite'), perEngine: false },
  // The invitation spreadsheet: a zip bomb refused, rows streamed off the request path to the cap, /healthz answering.
  X1: { run: runX1, perEngine: true },
  // On a private PostgreSQL cluster of its own, whatever HARDEN_DATABASE_URL says.
  F2: { run: () => runF2(), perEngine: false },
  // Two instances on HARDEN_DATABASE_URL's PostgreSQL and the Redis at HARDEN_REDIS_URL (127.0.0.1:6379).
  S1: { run: () => runS1(), perEngine: false },
  // Nothing twice: idempotent creates, JSON depth, drafts, refusal causes.
  T1: { run: runT1, perEngine: true },
};
const ORDER = ['I1', 'C1', 'L1', 'F1', 'A2', 'T2', 'V1', 'X1', 'F2', 'S1', 'T1'];

const asked = process.argv.slice(2).map((a) => a.toUpperCase());
const unknown = asked.filter((a) => !ORDER.includes(a));
if (unknown.length) {
  console.error(`unknown section ${unknown.join(', ')}; sections: ${ORDER.join(' ')}`);
  process.exit(2);
}
const chosen = (asked.length ? ORDER.filter((s) => asked.includes(s)) : ORDER).filter((s) => SECTIONS[s]);

let ok = true;
const started = Date.now();
for (const name of chosen) {
  const section = SECTIONS[name]!;
  for (const engine of section.perEngine ? engines() : (['postgres'] as Engine[])) {
    try {
      if (!(await section.run(engine))) ok = false;
    } catch (err) {
      ok = false;
      say(`${name} ${engine}: could not run: ${(err as Error).message.split('\n')[0]}`);
      console.error(err);
    }
  }
}
say(
  `harden: ${ok ? 'every figure at its target' : 'some figures missed their target'} (${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(ok ? 0 : 1);
