/** Sizes as the 离线内容 list shows them: B under a kilobyte, KB under a megabyte, then MB and GB (1000s). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  if (bytes < 1000 ** 2) return `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} KB`;
  if (bytes < 1000 ** 3) return `${(bytes / 1000 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1000 ** 3).toFixed(1)} GB`;
}

/** HH:mm of a moment in Asia/Shanghai (docs/product/shell.md: every time is Shanghai's), or MM-DD when not today. */
export function keptAt(at: number, now: number): { time: string } | { date: string } {
  const shanghai = (ms: number) => new Date(ms + 8 * 3600_000).toISOString();
  const a = shanghai(at);
  const n = shanghai(now);
  return a.slice(0, 10) === n.slice(0, 10) ? { time: a.slice(11, 16) } : { date: a.slice(5, 10) };
}
