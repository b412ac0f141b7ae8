// The activities area's surface for the console and other areas (docs/product/console-content.md).
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
