/**
 * What every database session sets before its first query (PostgreSQL through the pool's startup options, PGlite
 * once when opened), and the bench's raw-SQL anchors with it, so an anchor is never planned differently from ours.
 *
 * - `enable_mergejoin = off`: docs/decisions/0020-no-merge-joins.md. A join to a row newer than the last ANALYZE
 *   was planned as a merge join walking a whole index (478 ms instead of 0.23 ms).
 * - `random_page_cost = 1.1`: docs/decisions/0021-random-page-cost.md. The default (4) prices an index's random
 *   reads as a spinning disk's; a plan kept for every value of a statement's parameters (decision 0013) then read
 *   all of a popular post's comments and sorted them rather than walk its index for the newest 21, because the
 *   average post has a couple. Our data is read from memory or SSD, where an index walk costs about a sequential read.
 */
export const PLANNER_SETTINGS: Readonly<Record<string, string>> = {
  enable_mergejoin: 'off',
  random_page_cost: '1.1',
};

/** The settings as PostgreSQL's startup `options` (`-c name=value …`). */
export const plannerStartupOptions = (): string =>
  Object.entries(PLANNER_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');

/** The settings as SQL, for a session that is already open (PGlite is one session). */
export const plannerSetStatements = (): string =>
  Object.entries(PLANNER_SETTINGS)
    .map(([name, value]) => `set ${name} = ${value};`)
    .join('\n');
