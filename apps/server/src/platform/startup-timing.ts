/**
 * Where a start's time goes, phase by phase: `lap(name)` closes the phase that ran since the previous lap. The first
 * phase starts at the process's own start (performance's time origin), so it holds Node's boot and the loading of
 * the server's modules. Development prints the breakdown beside the ready line; it costs nothing worth measuring.
 */
export interface StartupTimer {
  lap: (name: string) => void;
  /** "load 420 ms, database 310 ms, …": the laps in order, each rounded to a millisecond. */
  summary: () => string;
}

export function startupTimer(): StartupTimer {
  const laps: [string, number][] = [];
  let last = 0;
  return {
    lap(name) {
      const now = performance.now();
      laps.push([name, now - last]);
      last = now;
    },
    summary() {
      return laps.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ');
    },
  };
}
