import { describe, expect, it } from 'vitest';
import { enrolAction, type EnrolInput } from './enrol-action';

const base: EnrolInput = { status: 'online', enrolState: 'open', isMine: false, myEnrolment: null };
const mine = (status: 'enrolled' | 'waitlisted' | 'offered', position: number | null = null) => ({
  id: 'e1',
  status,
  ticketId: 't1',
  position,
  holdExpiresAt: status === 'offered' ? '2026-12-01T00:00:00.000Z' : null,
  checkedInAt: null,
});

describe('enrolAction', () => {
  it('tells each state of the activity', () => {
    expect(enrolAction(base)).toEqual({ kind: 'apply', waitlist: false });
    expect(enrolAction({ ...base, enrolState: 'full' })).toEqual({ kind: 'apply', waitlist: true });
    expect(enrolAction({ ...base, enrolState: 'closed' })).toEqual({ kind: 'closed', state: 'closed' });
    expect(enrolAction({ ...base, enrolState: 'ended' })).toEqual({ kind: 'closed', state: 'ended' });
    expect(enrolAction({ ...base, enrolState: 'notStarted' })).toEqual({ kind: 'closed', state: 'notStarted' });
    expect(enrolAction({ ...base, status: 'offline' })).toEqual({ kind: 'offline' });
    expect(enrolAction({ ...base, isMine: true })).toEqual({ kind: 'manage' });
  });

  it('puts my own enrolment first', () => {
    expect(enrolAction({ ...base, enrolState: 'ended', myEnrolment: mine('enrolled') })).toEqual({
      kind: 'view',
      enrolmentId: 'e1',
    });
    expect(enrolAction({ ...base, enrolState: 'full', myEnrolment: mine('waitlisted', 3) })).toEqual({
      kind: 'waitlisted',
      enrolmentId: 'e1',
      position: 3,
    });
    expect(enrolAction({ ...base, enrolState: 'full', myEnrolment: mine('offered') })).toEqual({
      kind: 'confirm',
      enrolmentId: 'e1',
      ticketId: 't1',
      holdExpiresAt: '2026-12-01T00:00:00.000Z',
    });
    // A hold on an activity that has since ended cannot be taken.
    expect(enrolAction({ ...base, enrolState: 'ended', myEnrolment: mine('offered') })).toEqual({
      kind: 'closed',
      state: 'ended',
    });
  });
});
