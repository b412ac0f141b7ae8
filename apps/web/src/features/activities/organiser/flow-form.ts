import { formatShanghai, parseAmount, textLength } from '@app/rules';
import type { ActivityDetail, ActivityInput, QuestionInput, TicketInput } from './api/contract-types';

// The publishing flow's pure rules: where each step lives, the form values of each step and what the server is
// sent for them. Times are Shanghai time (the product's zone), whatever the phone's own zone is.

export const FLOW = {
  edit: '/activityEdit',
  tickets: '/setactivityticket',
  tags: '/activitycharacteristictag',
  detail: '/editactivitydetail',
  done: '/activitypublisheditsucces',
  questions: '/questionSet',
} as const;

export const stepHref = (path: string, id: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ id, ...extra }).toString()}`;

/** Drafts are saved with saveDraft; a published (online or offline) activity is changed with update. */
export const saveModeOf = (status: string | undefined): 'draft' | 'published' =>
  status === undefined || status === 'draft' ? 'draft' : 'published';

/** An ISO time → the value of an <input type="datetime-local">, in Shanghai time. */
export const toLocalInput = (iso: string | null | undefined): string =>
  iso ? formatShanghai(iso, 'YYYY-MM-DDTHH:mm') : '';

/** An <input type="datetime-local"> value (Shanghai time) → ISO 8601 with its offset; '' → null. */
export function fromLocalInput(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(value.trim());
  return m ? `${m[1]}T${m[2]}:00+08:00` : null;
}

export const TITLE_MAX = 60;

export type BasicForm = {
  title: string;
  coverUrl: string | null;
  classifyId: string;
  city: string;
  address: string;
  startAt: string;
  endAt: string;
  enrolStartAt: string;
  enrolEndAt: string;
  intro: string;
  inviteOnly: boolean;
};

export const EMPTY_BASIC: BasicForm = {
  title: '',
  coverUrl: null,
  classifyId: '',
  city: '',
  address: '',
  startAt: '',
  endAt: '',
  enrolStartAt: '',
  enrolEndAt: '',
  intro: '',
  inviteOnly: false,
};

export function basicFormOf(a: ActivityDetail): BasicForm {
  return {
    title: a.title,
    coverUrl: a.coverUrl,
    classifyId: a.classifyId ?? '',
    city: a.city,
    address: a.address,
    startAt: toLocalInput(a.startAt),
    endAt: toLocalInput(a.endAt),
    enrolStartAt: toLocalInput(a.enrolStartAt),
    enrolEndAt: toLocalInput(a.enrolEndAt),
    intro: a.intro,
    inviteOnly: a.inviteOnly,
  };
}

/** What /activityEdit sends: every field of the step (empty ones as null, so clearing a field is saved too). */
export function basicInput(f: BasicForm): ActivityInput {
  return {
    title: f.title.trim(),
    ...(f.coverUrl ? { coverUrl: f.coverUrl } : {}),
    classifyId: f.classifyId || null,
    city: f.city.trim(),
    address: f.address.trim(),
    startAt: fromLocalInput(f.startAt),
    endAt: fromLocalInput(f.endAt),
    enrolStartAt: fromLocalInput(f.enrolStartAt),
    enrolEndAt: fromLocalInput(f.enrolEndAt),
    intro: f.intro,
    inviteOnly: f.inviteOnly,
  };
}

export type BasicProblem = 'needTitle' | 'titleTooLong' | 'needCity' | 'needTimes' | 'rangeWrong' | 'enrolRangeWrong';

/** What keeps /activityEdit from going on; the server checks again (and more) when publishing. */
export function basicProblem(f: BasicForm): BasicProblem | null {
  if (!f.title.trim()) return 'needTitle';
  if (textLength(f.title.trim()) > TITLE_MAX) return 'titleTooLong';
  if (!f.city.trim()) return 'needCity';
  const start = fromLocalInput(f.startAt);
  const end = fromLocalInput(f.endAt);
  if (!start || !end) return 'needTimes';
  if (Date.parse(start) > Date.parse(end)) return 'rangeWrong';
  const es = fromLocalInput(f.enrolStartAt);
  const ee = fromLocalInput(f.enrolEndAt);
  if (es && ee && Date.parse(es) > Date.parse(ee)) return 'enrolRangeWrong';
  return null;
}

export type PriceKind = 'free' | 'CNY' | 'WYB';
export type TicketRow = {
  key: string;
  id?: string;
  name: string;
  capacity: string;
  kind: PriceKind;
  price: string;
  /** How a ticket priced in yuan is paid: at the door, or in the brand's app. */
  payMethod: 'onsite' | 'app';
  taken: number;
};

let nextKey = 0;
export const newTicketRow = (name = ''): TicketRow => ({
  key: `new-${++nextKey}`,
  name,
  capacity: '',
  kind: 'free',
  price: '',
  payMethod: 'onsite',
  taken: 0,
});

export function ticketRowsOf(a: ActivityDetail): TicketRow[] {
  return a.tickets.map((t) => ({
    key: t.id,
    id: t.id,
    name: t.name,
    capacity: String(t.capacity),
    kind: t.price === 0 ? 'free' : t.currency,
    price: t.price === 0 ? '' : t.currency === 'CNY' ? (t.price / 100).toFixed(2) : String(t.price),
    payMethod: t.payMethod,
    taken: Math.max(0, t.capacity - t.left),
  }));
}

export type TicketProblem = 'needOne' | 'needName' | 'needCapacity' | 'needPrice';

/** The ticket rows as the server takes them, or the first thing wrong with them. */
export function ticketsInput(rows: TicketRow[]): { tickets: TicketInput[] } | { problem: TicketProblem; key?: string } {
  if (rows.length === 0) return { problem: 'needOne' };
  const tickets: TicketInput[] = [];
  for (const r of rows) {
    if (!r.name.trim()) return { problem: 'needName', key: r.key };
    const capacity = Number(r.capacity);
    if (!/^\d+$/.test(r.capacity.trim()) || capacity < 1 || capacity > 100_000)
      return { problem: 'needCapacity', key: r.key };
    let price = 0;
    if (r.kind !== 'free') {
      const parsed = parseAmount(r.price, r.kind);
      if (parsed === null || parsed <= 0 || parsed > 100_000_000) return { problem: 'needPrice', key: r.key };
      price = parsed;
    }
    tickets.push({
      ...(r.id ? { id: r.id } : {}),
      name: r.name.trim(),
      capacity,
      price,
      currency: r.kind === 'WYB' ? 'WYB' : 'CNY',
      ...(r.kind === 'CNY' && r.payMethod === 'app' ? { payMethod: 'app' as const } : {}),
    });
  }
  return { tickets };
}

export const TAG_MAX = 10;
export const TAG_LENGTH = 12;

/** Adds or removes a tag; answers the same list when the tag cannot be added (full, too long, empty). */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  const t = tag.trim();
  if (tags.includes(t)) return tags.filter((x) => x !== t);
  if (!t || [...t].length > TAG_LENGTH || tags.length >= TAG_MAX) return [...tags];
  return [...tags, t];
}

/** The preset questions of /questionSet, in the order shown; the rest are the publisher's own. */
export const PRESET_TYPES = ['name', 'mobile', 'idNumber', 'passport', 'gender', 'email'] as const;
export type PresetType = (typeof PRESET_TYPES)[number];
export const isPreset = (type: string): type is PresetType => (PRESET_TYPES as readonly string[]).includes(type);

export type QuestionRow = QuestionInput & { key: string };

export const questionRowsOf = (a: ActivityDetail): QuestionRow[] =>
  a.questions.map((q) => ({ ...q, key: q.id, ...(q.options ? { options: [...q.options] } : {}) }));

export type QuestionProblem = { kind: 'needTitle' } | { kind: 'needOptions'; title: string };

/** The questions as the server takes them (empty options dropped), or what is missing. */
export function questionsInput(rows: QuestionRow[]): { questions: QuestionInput[] } | { problem: QuestionProblem } {
  const questions: QuestionInput[] = [];
  for (const { key: _key, ...q } of rows) {
    if (!q.title.trim()) return { problem: { kind: 'needTitle' } };
    if (q.type === 'single' || q.type === 'multiple') {
      const options = (q.options ?? []).map((o) => o.trim()).filter(Boolean);
      if (options.length < 2) return { problem: { kind: 'needOptions', title: q.title.trim() } };
      questions.push({ ...q, title: q.title.trim(), options });
    } else {
      const { options: _o, ...rest } = q;
      questions.push({ ...rest, title: q.title.trim() });
    }
  }
  return { questions };
}
