import type { ActivityDetail } from '../api/contract-types';

// What the sign-up button of a detail page says and does, from the activity's state and my enrolment.

export type EnrolAction =
  | { kind: 'manage' }
  | { kind: 'offline' }
  | { kind: 'view'; enrolmentId: string }
  | { kind: 'waitlisted'; enrolmentId: string; position: number | null }
  | { kind: 'confirm'; enrolmentId: string; ticketId: string; holdExpiresAt: string | null }
  | { kind: 'apply'; waitlist: boolean }
  | { kind: 'closed'; state: 'notStarted' | 'closed' | 'ended' };

export type EnrolInput = Pick<ActivityDetail, 'status' | 'enrolState' | 'isMine' | 'myEnrolment'>;

export function enrolAction(a: EnrolInput): EnrolAction {
  if (a.isMine) return { kind: 'manage' };
  const mine = a.myEnrolment;
  // My live enrolment speaks first: an ended activity still shows the ticket I hold.
  if (mine?.status === 'enrolled') return { kind: 'view', enrolmentId: mine.id };
  if (mine?.status === 'offered' && a.status === 'online' && a.enrolState !== 'ended') {
    return { kind: 'confirm', enrolmentId: mine.id, ticketId: mine.ticketId, holdExpiresAt: mine.holdExpiresAt };
  }
  if (mine?.status === 'waitlisted') return { kind: 'waitlisted', enrolmentId: mine.id, position: mine.position };
  if (a.status !== 'online') return { kind: 'offline' };
  switch (a.enrolState) {
    case 'open':
      return { kind: 'apply', waitlist: false };
    case 'full':
      return { kind: 'apply', waitlist: true };
    default:
      return { kind: 'closed', state: a.enrolState };
  }
}
