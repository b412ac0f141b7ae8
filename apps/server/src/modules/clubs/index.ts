// The clubs area's public surface: what other areas may use (membership for activities, a member's clubs and
// mastership for community's profiles).
export { findClubsOf, isClubMaster, isMember } from './club-repository.ts';
