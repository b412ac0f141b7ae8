import { CONSOLE_PERMISSIONS, CONSOLE_ROLES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { allows, CONSOLE_POLICY, permissionsOf } from './console-policy.ts';

describe('the console policy', () => {
  it('names every permission once and grants admin all of them', () => {
    expect(Object.keys(CONSOLE_POLICY).sort()).toEqual([...CONSOLE_PERMISSIONS].sort());
    expect(permissionsOf(['admin'])).toEqual([...CONSOLE_PERMISSIONS]);
  });

  it('gives every role its own session and nothing of operators or the audit trail but to admin', () => {
    for (const role of CONSOLE_ROLES) expect(allows([role], 'self'), role).toBe(true);
    for (const role of ['operator', 'moderator', 'cs']) {
      expect(allows([role], 'operators'), role).toBe(false);
      expect(allows([role], 'audit'), role).toBe(false);
    }
  });

  it('keeps each role to its own work', () => {
    expect(permissionsOf(['operator'])).toEqual([
      'self',
      'dashboard',
      'catalog',
      'growth',
      'activities',
      'places',
      'topics',
      'adverts',
      'channels',
    ]);
    expect(permissionsOf(['moderator'])).toEqual(['self', 'moderation', 'content', 'sanctions', 'sensitiveWords']);
    expect(permissionsOf(['cs'])).toEqual(['self', 'people', 'orders', 'revealPhone']);
  });

  it('adds up the permissions of several roles and grants nothing to an unknown one', () => {
    expect(permissionsOf(['cs', 'moderator'])).toEqual([
      'self',
      'moderation',
      'content',
      'sanctions',
      'sensitiveWords',
      'people',
      'orders',
      'revealPhone',
    ]);
    expect(permissionsOf(['root'])).toEqual([]);
    expect(permissionsOf([])).toEqual([]);
  });
});
