// Identity's public surface for other areas.
export { keyPhone, userMobile } from './phone-keys.ts';
export { useCode } from './phone-login-service.ts';
export { findUserById, findUserIdByCode, type UserRow } from './user-repository.ts';
export type { KeyedPhone, Phone } from './sms-repository.ts';
export { memberByCode } from './console-directory.ts';
export { findChannelsForConsole, lockChannel, updateChannel, type ChannelChange } from './channel-repository.ts';
