// Every topic an area publishes, in one list (docs/decisions/0018-outbox-and-search-area.md). A publisher and its
// consumers name the same constant, and publishEvent takes only these: a topic spelled one way by its publisher and
// another by a consumer is a type error, not an event nobody hears. The owner is the first word.
export const TOPICS = {
  /** A content written, edited or moved between statuses. */
  contentChanged: 'community.content.changed',
  /** A content gone for good. */
  contentRemoved: 'community.content.removed',
  /** A topic created, or its title or description changed. */
  topicChanged: 'community.topic.changed',
  /** A member's qualifying action (like, follow, published dynamic, comment) done or undone. */
  actionDone: 'community.action.done',
  actionUndone: 'community.action.undone',
  /** An activity written, edited, taken on or offline. */
  activityChanged: 'activities.activity.changed',
  /** A sign-up taking or giving back its seat. */
  seatTaken: 'activities.seat.taken',
  seatReleased: 'activities.seat.released',
  /** A product written, edited, put on or off sale. */
  productChanged: 'mall.product.changed',
  /** A POI created, edited, taken on or offline, or its popularity changed; or gone for good. */
  poiChanged: 'places.poi.changed',
  poiRemoved: 'places.poi.removed',
  /** A destination's names, recommendation or population changed. */
  destinationChanged: 'places.destination.changed',
} as const;

export type EventTopic = (typeof TOPICS)[keyof typeof TOPICS];
