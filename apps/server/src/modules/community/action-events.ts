import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { TOPICS } from '../../platform/outbox/event-topics.ts';
import { publishEvent } from '../../platform/outbox/outbox.ts';

// A member's qualifying action done or undone (docs/product/growth.md), published in the transaction of the change so
// growth's list follows it (docs/decisions/0019-growth-follows-events.md). `ref` names the action's own row: a like
// by its target ('content:12'), a follow by whom ('user:5'), a published dynamic ('content:12') or comment
// ('comment:7') by its id.

type Tx = Transaction<DB> | Kysely<DB>;

export interface ActionRef {
  userId: number;
  kind: 'like' | 'follow' | 'publish_dynamic' | 'comment';
  ref: string;
  at: Date;
}

export async function publishActions(trx: Tx, done: boolean, actions: readonly ActionRef[]): Promise<void> {
  for (const a of actions)
    await publishEvent(trx, done ? TOPICS.actionDone : TOPICS.actionUndone, {
      userId: Number(a.userId),
      kind: a.kind,
      ref: a.ref,
      at: new Date(a.at).toISOString(),
    });
}

export const likeRef = (userId: number, targetType: string, targetId: number, at: Date): ActionRef => ({
  userId,
  kind: 'like',
  ref: `${targetType}:${targetId}`,
  at,
});

export const followRef = (followerId: number, followeeId: number, at: Date): ActionRef => ({
  userId: followerId,
  kind: 'follow',
  ref: `user:${followeeId}`,
  at,
});

export const commentRef = (c: { id: number; author_id: number; created_at: Date }): ActionRef => ({
  userId: Number(c.author_id),
  kind: 'comment',
  ref: `comment:${c.id}`,
  at: c.created_at,
});
