// The attendee's activity pages, each its own chunk, named from this one small chunk: the entry then carries a
// single import (and its file list) for all of them, so adding them did not grow the first load of /speakTopic.

export const activityPages = {
  square: () => import('./activity-square'),
  calendar: () => import('./activity-calendar'),
  details: () => import('./activity-details'),
  apply: () => import('./activity-apply'),
  applyResult: () => import('./activity-apply-result'),
  protocol: () => import('./activity-protocol'),
  signedUp: () => import('./activity-signed-up'),
  record: () => import('./registra-detail'),
};

export type ActivityPage = keyof typeof activityPages;
