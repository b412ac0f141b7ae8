import type { AppContext } from '../../platform/context.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import {
  findAdvertRow,
  findAdvertsForConsole,
  findTopicRow,
  findTopicsForConsole,
  insertAdvert,
  insertTopic,
  orderRows,
  subclassExists,
  updateAdvert,
  updateTopic,
  type AdvertValues,
} from '../community/index.ts';
import { findChannelsForConsole, lockChannel, updateChannel, type ChannelChange } from '../identity/index.ts';
import { appendAudit, type AuditActor } from './audit-service.ts';

// Topics, adverts and channels from the console (docs/product/console-content.md). Each write is a `write: true`
// path, so the micro-cache's generation moves after it commits and the H5 reads the change at once.

type Page = { cursor?: string | null | undefined; pageSize: number };

/** Offset pages (these lists are ordered by a position operators change, not by a stable key). */
function offsetOf(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  if (!/^\d{1,7}$/.test(cursor)) throw refuse('参数错误：cursor');
  return Number(cursor);
}
function offsetPage<T, R>(rows: T[], offset: number, size: number, map: (r: T) => R) {
  return { rows: rows.slice(0, size).map(map), nextCursor: rows.length > size ? String(offset + size) : null };
}
const likePattern = (q: string | undefined) =>
  q
    ? `%${q
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : undefined;

// —— topics ——

type TopicRaw = NonNullable<Awaited<ReturnType<typeof findTopicRow>>>;
const topicView = (t: TopicRaw) => ({
  id: String(t.id),
  title: t.title,
  description: t.description,
  coverUrl: t.cover_url,
  subclassId: t.subclass_id === null ? null : String(t.subclass_id),
  sort: t.sort,
  hidden: t.hidden,
  contentCount: t.content_count,
});

export async function topicPage(app: AppContext, input: { q?: string | undefined } & Page) {
  const offset = offsetOf(input.cursor);
  const rows = await findTopicsForConsole(app.db, likePattern(input.q), offset, input.pageSize + 1);
  return offsetPage(rows, offset, input.pageSize, topicView);
}

export async function saveTopic(
  app: AppContext,
  actor: AuditActor,
  input: {
    id?: number | undefined;
    title: string;
    description: string;
    coverUrl?: string | null | undefined;
    subclassId?: number | null | undefined;
    reason: string;
  },
) {
  return app.db.transaction().execute(async (trx) => {
    if (input.subclassId && !(await subclassExists(trx, input.subclassId))) throw refuse('话题分类不存在');
    const values = {
      title: input.title,
      description: input.description,
      cover_url: input.coverUrl ?? null,
      subclass_id: input.subclassId ?? null,
    };
    const before = input.id === undefined ? undefined : await findTopicRow(trx, input.id);
    if (input.id !== undefined && !before) throw notFound();
    const row = before ? await updateTopic(trx, before.id, values) : await insertTopic(trx, values);
    await appendAudit(trx, actor, {
      action: before ? 'topics.edit' : 'topics.create',
      targetType: 'topic',
      targetId: row!.id,
      before: before ? topicView(before) : null,
      after: topicView(row!),
      reason: input.reason,
    });
    return topicView(row!);
  });
}

export async function hideTopic(
  app: AppContext,
  actor: AuditActor,
  input: { id: number; hidden: boolean; reason: string },
) {
  return app.db.transaction().execute(async (trx) => {
    const before = await findTopicRow(trx, input.id);
    if (!before) throw notFound();
    const row = (await updateTopic(trx, input.id, { hidden: input.hidden }))!;
    await appendAudit(trx, actor, {
      action: input.hidden ? 'topics.hide' : 'topics.show',
      targetType: 'topic',
      targetId: input.id,
      before: { hidden: before.hidden },
      after: { hidden: row.hidden },
      reason: input.reason,
    });
    return topicView(row);
  });
}

export function orderOf(table: 'topics' | 'brand_adverts') {
  return (app: AppContext, actor: AuditActor, input: { ids: number[]; reason: string }) =>
    app.db.transaction().execute(async (trx) => {
      const ordered = await orderRows(trx, table, input.ids);
      await appendAudit(trx, actor, {
        action: table === 'topics' ? 'topics.order' : 'adverts.order',
        targetType: table === 'topics' ? 'topic' : 'advert',
        after: { ids: input.ids },
        reason: input.reason,
      });
      return { ordered };
    });
}

// —— adverts ——

type AdvertRaw = NonNullable<Awaited<ReturnType<typeof findAdvertRow>>>;
const advertView = (a: AdvertRaw) => ({
  id: String(a.id),
  pageSlot: a.page_slot,
  channel: a.channel,
  title: a.title,
  imageUrl: a.image_url,
  linkUrl: a.link_url,
  sort: a.sort,
  startsAt: a.starts_at ? new Date(a.starts_at).toISOString() : null,
  endsAt: a.ends_at ? new Date(a.ends_at).toISOString() : null,
  active: a.is_active,
});

export async function advertPage(app: AppContext, input: { pageSlot?: string | undefined } & Page) {
  const offset = offsetOf(input.cursor);
  const rows = await findAdvertsForConsole(app.db, input.pageSlot, offset, input.pageSize + 1);
  return offsetPage(rows, offset, input.pageSize, advertView);
}

export async function saveAdvert(
  app: AppContext,
  actor: AuditActor,
  input: {
    id?: number | undefined;
    pageSlot: string;
    channel: string;
    title: string;
    imageUrl: string;
    linkUrl: string;
    startsAt?: string | null | undefined;
    endsAt?: string | null | undefined;
    active: boolean;
    reason: string;
  },
) {
  const values: AdvertValues = {
    page_slot: input.pageSlot,
    channel: input.channel,
    title: input.title,
    image_url: input.imageUrl,
    link_url: input.linkUrl,
    starts_at: input.startsAt ? new Date(input.startsAt) : null,
    ends_at: input.endsAt ? new Date(input.endsAt) : null,
    is_active: input.active,
  };
  if (values.starts_at && values.ends_at && +values.ends_at <= +values.starts_at)
    throw refuse('结束时间要晚于开始时间');
  return app.db.transaction().execute(async (trx) => {
    const before = input.id === undefined ? undefined : await findAdvertRow(trx, input.id);
    if (input.id !== undefined && !before) throw notFound();
    const row = before ? await updateAdvert(trx, before.id, values) : await insertAdvert(trx, values);
    await appendAudit(trx, actor, {
      action: before ? 'adverts.edit' : 'adverts.create',
      targetType: 'advert',
      targetId: row!.id,
      before: before ? advertView(before) : null,
      after: advertView(row!),
      reason: input.reason,
    });
    return advertView(row!);
  });
}

// —— channels ——

type ChannelRaw = Awaited<ReturnType<typeof findChannelsForConsole>>[number];
const channelView = (c: ChannelRaw) => ({
  source: c.source,
  key: c.key,
  name: c.name,
  storeId: c.store_id,
  merchantId: c.merchant_id,
  channelId: c.channel_id,
  showFollow: c.show_follow,
  showRelease: c.show_release,
  showCircle: c.show_circle,
  showCard: c.show_card,
  showCollect: c.show_collect,
  showInlet: c.show_inlet,
});

export async function channelList(app: AppContext) {
  return { rows: (await findChannelsForConsole(app.db)).map(channelView) };
}

const SWITCHES = [
  ['showFollow', 'show_follow'],
  ['showRelease', 'show_release'],
  ['showCircle', 'show_circle'],
  ['showCard', 'show_card'],
  ['showCollect', 'show_collect'],
  ['showInlet', 'show_inlet'],
] as const;

/**
 * Changes a channel's store ids and show_* switches (null: back to the store id's default). The channel's config is
 * read per request, so a new session gets it at once, without a release.
 */
export async function saveChannel(
  app: AppContext,
  actor: AuditActor,
  input: {
    source: string;
    storeId?: string | undefined;
    merchantId?: string | undefined;
    channelId?: string | undefined;
    reason: string;
  } & Partial<Record<(typeof SWITCHES)[number][0], boolean | null | undefined>>,
) {
  const change: ChannelChange = {};
  if (input.storeId !== undefined) change.store_id = input.storeId;
  if (input.merchantId !== undefined) change.merchant_id = input.merchantId;
  if (input.channelId !== undefined) change.channel_id = input.channelId;
  for (const [field, column] of SWITCHES) if (input[field] !== undefined) change[column] = input[field];
  return app.db.transaction().execute(async (trx) => {
    const before = await lockChannel(trx, input.source);
    if (!before) throw notFound();
    const row = (await updateChannel(trx, input.source, change))!;
    await appendAudit(trx, actor, {
      action: 'channels.save',
      targetType: 'channel',
      targetId: input.source === '' ? '(base)' : input.source,
      before: channelView(before),
      after: channelView(row),
      reason: input.reason,
    });
    return channelView(row);
  });
}
