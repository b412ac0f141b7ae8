// Identity's public surface for other areas: phones, users, channels, a member's standing (may they post), the
// console's people directory.
export { keyPhone, userMobile } from './phone-keys.ts';
export { useCode } from './phone-login-service.ts';
export {
  findUserById,
  findMobileHash,
  findUserCards,
  findUserIdByCode,
  isAvatarFile,
  newUsersByDay,
  type UserRow,
} from './user-repository.ts';
export type { KeyedPhone, Phone } from './sms-repository.ts';
export { memberByCode } from './console-directory.ts';
export { storeAndChannelOf } from './channel-service.ts';
export { findChannelsForConsole, lockChannel, updateChannel, type ChannelChange } from './channel-repository.ts';
export { assertMayPost, lockStanding, revokeSessionsIn, setStanding, shanghaiMinute } from './user-standing.ts';
export { findPeople, revealPhone } from './people-directory-service.ts';
export { anyTrustedReporter } from './trusted-reporter-repository.ts';
// Identity's part in privacy's erasure, copy of one's data and conversion of clear numbers (docs/architecture.md).
export { CANCELLED_NICKNAME, eraseAccount } from './personal-data-repository.ts';
export { exportProfile, sealClearUserPhones } from './personal-data.ts';
