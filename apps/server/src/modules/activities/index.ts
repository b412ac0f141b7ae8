// The activities area's surface for the console and other areas (docs/product/console-content.md), the activity
// search, and its part in privacy's erasure and copy of one's data.
export {
  activityPage,
  activitySignups,
  applicationPage,
  applyToPublish,
  consoleActivity,
  decidePublisherApplication,
  featureActivity,
  isActivityPublisher,
  myPublisherApplication,
  noteTakeDown,
  setActivityPublisher,
  signupsOfUser,
} from './console-service.ts';
// What the search area indexes of activities and the cards it shows for the ids it ranked (docs/product/search.md).
export { activityCardsByIds } from './activity-service.ts';
export { activitySearchSources } from './activity-repository.ts';
export { findActivitiesForReview, signUpsByDay } from './console-repository.ts';
export { findActivityPublisher, isActivityTargetable } from './activity-repository.ts';
// What the trust area reads and moves when it takes reports on and moderates an activity.
export {
  findActivityIdsOf,
  findOnlineActivity,
  lockActivityForModeration,
  setModeratedActivityStatus,
} from './moderation-target-repository.ts';
// Activities' part in privacy's erasure, copy of one's data and conversion of clear numbers (docs/architecture.md).
export { eraseSignUpAnswers } from './personal-data-repository.ts';
export { exportSignUps, sealClearInvitationPhones } from './personal-data.ts';
