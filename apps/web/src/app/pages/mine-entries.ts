import { mineMessages } from './mine-messages';

// 我的's entry list (docs/product/shell.md "我的"): one line per entry, in the order shown. An area that brings a
// new place to reach from 我的 adds its line here; `aside` names a figure the hub shows at the row's end.

export type MineEntry = {
  key: string;
  label: string;
  to: string;
  group: 'mine' | 'settings';
  /** A figure beside the label: the unread notices or the points balance. */
  aside?: 'unread' | 'points';
  /** Only for a signed-in user (one's own lists); a visitor's tap signs in first. */
  login?: boolean;
};

const t = mineMessages;

export const MINE_ENTRIES: readonly MineEntry[] = [
  { key: 'activities', label: t.activities, to: '/personHome?tab=activities&list=joined', group: 'mine', login: true },
  { key: 'coupons', label: t.coupons, to: '/mine/coupons', group: 'mine', login: true },
  { key: 'collections', label: t.collections, to: '/personHome?tab=collections', group: 'mine', login: true },
  { key: 'points', label: t.points, to: '/growth/center', group: 'mine', aside: 'points', login: true },
  { key: 'messages', label: t.messages, to: '/messages', group: 'mine', aside: 'unread', login: true },
  // What is kept on the device, and the 省流量 setting with this visit's data (docs/product/offline.md).
  { key: 'offline', label: t.offline, to: '/offline', group: 'mine' },
  { key: 'dataSaver', label: t.dataSaver, to: '/offline', group: 'settings' },
  { key: 'privacy', label: t.privacy, to: '/privacyCenter', group: 'settings' },
];
