// Everything is shown in Asia/Shanghai. China has had no DST since 1991, so a fixed +8 offset is exact
// and keeps results independent of the host's timezone (servers run in UTC, testers anywhere).
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A moment: a Date, epoch milliseconds, or a string (ISO with offset, or Shanghai wall time 'YYYY-MM-DD[ HH:mm[:ss]]'). */
export type TimeInput = Date | number | string;

export type ShanghaiParts = {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number; // 0 = Sunday
};

// Wall time without an offset, as the old API sends it ('2024-05-01 08:30:00'); '/' and 'T' separators too.
const WALL_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;
// An explicit zone makes the string unambiguous, so the platform parser is safe to use.
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Epoch milliseconds, or NaN when the input cannot be read. Strings without a zone are Shanghai wall time. */
export function parseTime(input: TimeInput): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === 'number') return Number.isFinite(input) ? input : NaN;
  const s = input.trim();
  if (/^-?\d+$/.test(s)) return Number(s);
  const m = WALL_TIME.exec(s);
  if (m) return fromShanghaiWallTime(m);
  if (WITH_ZONE.test(s)) return Date.parse(s);
  return NaN;
}

function fromShanghaiWallTime(m: RegExpExecArray): number {
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number((m[7] ?? '0').padEnd(3, '0'));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Date.UTC silently rolls 02-30 over to March; a round trip rejects impossible dates instead.
  const d = new Date(utc);
  if (
    d.getUTCFullYear() !== year ||
    d.getUTCMonth() !== month - 1 ||
    d.getUTCDate() !== day ||
    d.getUTCHours() !== hour ||
    d.getUTCMinutes() !== minute ||
    d.getUTCSeconds() !== second
  ) {
    return NaN;
  }
  return utc - SHANGHAI_OFFSET_MS;
}

/** Calendar fields of a moment as read on a clock in Shanghai. */
export function shanghaiParts(input: TimeInput): ShanghaiParts | null {
  const ms = parseTime(input);
  if (Number.isNaN(ms)) return null;
  const d = new Date(ms + SHANGHAI_OFFSET_MS);
  if (Number.isNaN(d.getTime())) return null;
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
    weekday: d.getUTCDay(),
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Formats with tokens YYYY MM DD HH mm ss in Shanghai time; '' for an unreadable input. */
export function formatShanghai(input: TimeInput, pattern: string): string {
  const p = shanghaiParts(input);
  if (!p) return '';
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'YYYY':
        return String(p.year).padStart(4, '0');
      case 'MM':
        return pad2(p.month);
      case 'DD':
        return pad2(p.day);
      case 'HH':
        return pad2(p.hour);
      case 'mm':
        return pad2(p.minute);
      default:
        return pad2(p.second);
    }
  });
}

/** 'YYYY-MM-DD' in Shanghai; also the key for anything counted per day (sign-in, daily limits). */
export function formatDate(input: TimeInput): string {
  return formatShanghai(input, 'YYYY-MM-DD');
}

/** 'YYYY-MM-DD HH:mm', or with ':ss' when asked. */
export function formatDateTime(input: TimeInput, options: { seconds?: boolean } = {}): string {
  return formatShanghai(input, options.seconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm');
}

/** Whole Shanghai calendar days since the epoch; differences give calendar-day gaps. */
export function shanghaiDayIndex(input: TimeInput): number {
  return Math.floor((parseTime(input) + SHANGHAI_OFFSET_MS) / DAY);
}

// The offset is whole hours, so UTC hour buckets coincide with Shanghai clock hours.
const hourIndex = (ms: number): number => Math.floor(ms / HOUR);

// Clock skew between server and phone makes fresh items look slightly in the future; treat that as "now".
export const FUTURE_SKEW_MS = MINUTE;
/** What was sent a moment ago reads '刚刚': the seconds of a round trip are not news. */
export const JUST_NOW_MS = 10 * SECOND;

/**
 * '刚刚' under JUST_NOW_MS (a review or comment just sent never reads '0秒前'), 'N秒前' under 60 s, 'N分钟前'
 * under 60 min, 'N小时前' under 24 h, else 'YYYY-MM-DD'. Future times within FUTURE_SKEW_MS count as now ('刚刚');
 * further in the future shows the date.
 */
export function relativeTime(then: TimeInput, now: TimeInput = Date.now()): string {
  const t = parseTime(then);
  const n = parseTime(now);
  if (Number.isNaN(t) || Number.isNaN(n)) return '';
  let diff = n - t;
  if (diff < 0) {
    if (-diff >= FUTURE_SKEW_MS) return formatDate(t);
    diff = 0;
  }
  if (diff < JUST_NOW_MS) return '刚刚';
  if (diff < MINUTE) return `${Math.floor(diff / SECOND)}秒前`;
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  return formatDate(t);
}

export const HUMANIZE_MAX_DAYS = 7;

/**
 * Same Shanghai clock hour: '刚刚'; same calendar day: 'HH:mm'; 1 to 7 calendar days earlier: 'N天前';
 * older: 'MM-DD' within the current year, else 'YYYY-MM-DD'. Days are calendar days, so yesterday 23:50
 * seen at 00:10 is '1天前'. A future time follows the same hour/day rules, then shows its date.
 */
export function humanizeTime(then: TimeInput, now: TimeInput = Date.now()): string {
  const t = parseTime(then);
  const n = parseTime(now);
  if (Number.isNaN(t) || Number.isNaN(n)) return '';
  const days = shanghaiDayIndex(n) - shanghaiDayIndex(t);
  if (days === 0) return hourIndex(t) === hourIndex(n) ? '刚刚' : formatShanghai(t, 'HH:mm');
  if (days >= 1 && days <= HUMANIZE_MAX_DAYS) return `${days}天前`;
  const sameYear = shanghaiParts(t)?.year === shanghaiParts(n)?.year;
  return formatShanghai(t, sameYear ? 'MM-DD' : 'YYYY-MM-DD');
}
