// Every organiser query lives under ['activities', 'organiser', …]; a change invalidates ['activities'] so the
// attendee screens' caches (another part of the area) see it too.
export const ORGANISER = ['activities', 'organiser'] as const;
export const AREA = ['activities'] as const;

export const organiserKeys = {
  permission: (userId: string) => [...ORGANISER, 'permission', userId] as const,
  application: (userId: string) => [...ORGANISER, 'application', userId] as const,
  classifys: () => [...ORGANISER, 'classifys'] as const,
  activity: (id: string) => [...ORGANISER, 'activity', id] as const,
  latestDraft: (userId: string) => [...ORGANISER, 'latest-draft', userId] as const,
  diy: (activityId: string) => [...ORGANISER, 'diy', activityId] as const,
  mine: (status: string) => [...ORGANISER, 'my-publish', status] as const,
  joined: () => [...ORGANISER, 'my-join'] as const,
  summary: (id: string) => [...ORGANISER, 'summary', id] as const,
  enrolments: (id: string) => [...ORGANISER, 'enrolments', id] as const,
};
