import { forbidden, notFound } from '../http/app-error.ts';

// One answer to "may this person do this to this object", asked by every write and by every answer that tells the web
// which buttons to show (so the two never disagree). The policy is pure: a service loads the object's owners from its
// repository and describes it here; the policy knows no table and no module.

export type Role = 'moderator';

/** Who is asking: the signed-in user's internal id and the roles they hold (only the roles this action needs). */
export interface Actor {
  id: number;
  roles?: readonly Role[];
}

/** What is asked about, described by the people who own it. */
export type Subject =
  /** A comment or reply: its author, and the owner of what it is under (a content's author, an activity's publisher). */
  | { kind: 'comment'; authorId: number; targetOwnerId: number | null }
  /** An activity (and what hangs off it: tickets, blocks, its sign-up list, check-in, invitations). */
  | { kind: 'activity'; publisherId: number }
  /** One person's sign-up for an activity. */
  | { kind: 'enrolment'; userId: number; publisherId: number }
  /** A custom content block of an activity. */
  | { kind: 'block'; authorId: number }
  /** An uploaded file, a video or an animation job (the demo's files belong to nobody). */
  | { kind: 'upload'; ownerId: number | null }
  /** A club: whether the actor is one of its members. */
  | { kind: 'club'; member: boolean }
  /** A proposed POI waiting for review. */
  | { kind: 'proposal'; proposerId: number }
  /** A user's own profile. */
  | { kind: 'profile'; userId: number };

export type Action =
  'delete' | 'edit' | 'manage' | 'read' | 'checkIn' | 'cancel' | 'use' | 'readMembersOnly' | 'review';

const isModerator = (actor: Actor) => actor.roles?.includes('moderator') === true;

/** The rules, one line each, so a reader sees who may do what. */
export function can(actor: Actor | null, action: Action, subject: Subject): boolean {
  if (!actor) return false;
  switch (subject.kind) {
    case 'comment':
      // The author; the owner of what it is under (a host keeps their page clean); a moderator.
      return (
        action === 'delete' &&
        (subject.authorId === actor.id || subject.targetOwnerId === actor.id || isModerator(actor))
      );
    case 'activity':
      // Only the publisher edits, takes up or down, deletes, reads the sign-up list, checks in and invites.
      return (
        (action === 'edit' || action === 'manage' || action === 'delete' || action === 'checkIn') &&
        subject.publisherId === actor.id
      );
    case 'enrolment':
      if (action === 'read') return subject.userId === actor.id || subject.publisherId === actor.id;
      if (action === 'checkIn') return subject.publisherId === actor.id;
      if (action === 'cancel') return subject.userId === actor.id;
      return false;
    case 'block':
      return (action === 'edit' || action === 'delete') && subject.authorId === actor.id;
    case 'upload':
      return (action === 'use' || action === 'delete' || action === 'read') && subject.ownerId === actor.id;
    case 'club':
      return action === 'readMembersOnly' && subject.member;
    case 'proposal':
      return action === 'review' && isModerator(actor);
    case 'profile':
      return action === 'edit' && subject.userId === actor.id;
  }
}

/**
 * For a write: 404 '内容不存在' when the object is missing (a write on nothing never succeeds), 403 '无权操作' when it
 * is there but not the actor's to touch.
 */
export function authorize<S extends Subject>(actor: Actor, action: Action, subject: S | undefined | null): S {
  if (!subject) throw notFound();
  if (!can(actor, action, subject)) throw forbidden();
  return subject;
}
