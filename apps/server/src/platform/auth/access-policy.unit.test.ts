import { describe, expect, it } from 'vitest';
import { authorize, can, type Actor, type Subject } from './access-policy.ts';

const author: Actor = { id: 1 };
const host: Actor = { id: 2 };
const stranger: Actor = { id: 3 };
const moderator: Actor = { id: 4, roles: ['moderator'] };

describe('access policy', () => {
  it('lets the author, the host of the page and a moderator delete a comment, nobody else', () => {
    const comment: Subject = { kind: 'comment', authorId: 1, targetOwnerId: 2 };
    expect([author, host, stranger, moderator].map((a) => can(a, 'delete', comment))).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(can(null, 'delete', comment)).toBe(false);
    expect(can(author, 'edit', comment)).toBe(false);
    // A comment under a place has no host: only its author and moderators.
    expect(can(host, 'delete', { kind: 'comment', authorId: 1, targetOwnerId: null })).toBe(false);
  });

  it('keeps an activity to its publisher: a moderator does not manage someone else’s sign-ups', () => {
    const activity: Subject = { kind: 'activity', publisherId: 1 };
    for (const action of ['edit', 'manage', 'delete', 'checkIn'] as const) {
      expect(can(author, action, activity)).toBe(true);
      expect(can(stranger, action, activity)).toBe(false);
      expect(can(moderator, action, activity)).toBe(false);
    }
  });

  it('shows an enrolment to its person and the publisher; only the publisher checks in, only the person cancels', () => {
    const enrolment: Subject = { kind: 'enrolment', userId: 1, publisherId: 2 };
    expect([author, host, stranger].map((a) => can(a, 'read', enrolment))).toEqual([true, true, false]);
    expect([author, host, stranger].map((a) => can(a, 'checkIn', enrolment))).toEqual([false, true, false]);
    expect([author, host, stranger].map((a) => can(a, 'cancel', enrolment))).toEqual([true, false, false]);
  });

  it('lets only the owner use or delete an upload, members read a club’s own activities, moderators review', () => {
    expect(can(author, 'use', { kind: 'upload', ownerId: 1 })).toBe(true);
    expect(can(stranger, 'use', { kind: 'upload', ownerId: 1 })).toBe(false);
    expect(can(stranger, 'readMembersOnly', { kind: 'club', member: false })).toBe(false);
    expect(can(stranger, 'readMembersOnly', { kind: 'club', member: true })).toBe(true);
    expect(can(stranger, 'review', { kind: 'proposal', proposerId: 1 })).toBe(false);
    expect(can(moderator, 'review', { kind: 'proposal', proposerId: 1 })).toBe(true);
    expect(can(author, 'edit', { kind: 'profile', userId: 1 })).toBe(true);
    expect(can(stranger, 'edit', { kind: 'profile', userId: 1 })).toBe(false);
  });

  it('answers 404 for a missing object and 403 for someone else’s', () => {
    expect(() => authorize(author, 'delete', undefined)).toThrow(expect.objectContaining({ code: 404 }));
    expect(() => authorize(stranger, 'delete', { kind: 'block', authorId: 1 })).toThrow(
      expect.objectContaining({ code: 403 }),
    );
    const block = { kind: 'block', authorId: 1 } as const;
    expect(authorize(author, 'delete', block)).toBe(block);
  });
});
