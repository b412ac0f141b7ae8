import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { findLevels, findRecentTxns } from './ledger-repository.ts';
import { balanceOf } from './ledger-service.ts';

const RECENT = 10;

/** Level, points and progress to the next level, all from the ledger; the levels are rows of growth_levels. */
export async function growInfo(app: AppContext, user: SessionUser) {
  const balance = await balanceOf(app, user.id);
  const [levels, recent] = await Promise.all([findLevels(app.db), findRecentTxns(app.db, user.id, RECENT)]);
  const reached = levels.filter((l) => l.min_exp <= balance.exp);
  const current = reached[reached.length - 1] ?? levels[0];
  const next = levels.find((l) => l.min_exp > balance.exp) ?? null;
  const floor = current?.min_exp ?? 0;
  const progress = next ? Math.floor(((balance.exp - floor) * 100) / (next.min_exp - floor)) : 100;
  return {
    level: current?.level ?? 0,
    levelName: current?.name ?? '',
    exp: balance.exp,
    points: balance.coin,
    nextLevel: next ? { level: next.level, name: next.name, minExp: next.min_exp } : null,
    expToNext: next ? next.min_exp - balance.exp : 0,
    progress: Math.max(0, Math.min(100, progress)),
    levels: levels.map((l) => ({ level: l.level, name: l.name, minExp: l.min_exp })),
    recent: recent.map((t) => ({
      id: String(t.id),
      kind: t.kind,
      reason: t.event_key.split(':')[0] ?? '',
      title: t.reason,
      coin: t.coin,
      exp: t.exp,
      createdAt: new Date(t.created_at).toISOString(),
    })),
  };
}

/** The brand's balance calls. Coins do not expire under today's rules, so nothing is listed as expiring. */
export async function expireRewardQuery(app: AppContext, user: SessionUser) {
  const balance = await balanceOf(app, user.id);
  return { tripcoins: balance.coin, expiring: [] };
}

export async function tripCoins(app: AppContext, user: SessionUser) {
  const balance = await balanceOf(app, user.id);
  return { tripCoins: balance.coin };
}
