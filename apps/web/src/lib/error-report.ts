// What the error reporter sends to POST /api/log/v1/error, within the limits of the server's schema.

export type ErrorReport = { release: string; environment: string; message: string; stack: string; page: string };

const LIMITS = { release: 64, environment: 32, message: 2000, stack: 16_000, page: 200 } as const;

/** Message and stack of whatever was thrown or rejected (not always an Error). */
export function describeError(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

export function errorReport(fields: ErrorReport): ErrorReport {
  const clip = (k: keyof ErrorReport) => fields[k].slice(0, LIMITS[k]);
  return {
    release: clip('release'),
    environment: clip('environment'),
    message: clip('message') || 'unknown error',
    stack: clip('stack'),
    page: clip('page'),
  };
}

/**
 * Lets through at most `max` reports per page load and each message once, so a render loop that throws
 * every frame sends one report, not thousands.
 */
export function createReportGate(max = 10): (message: string) => boolean {
  const seen = new Set<string>();
  return (message) => {
    if (seen.size >= max || seen.has(message)) return false;
    seen.add(message);
    return true;
  };
}
