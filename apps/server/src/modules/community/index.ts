// The community area's surface for the console (docs/product/console-content.md): held texts, pre-moderation,
// sensitive words, a member's posts and roles, topics and adverts.
export { heldPage, passHeld, postCountOf, postsOf, statusOfHeld } from './held-service.ts';
export { preModerationOn, setPreModeration } from './review-settings.ts';
export {
  addSensitiveWord,
  exportSensitiveWords,
  importSensitiveWords,
  listSensitiveWords,
  removeSensitiveWords,
  updateSensitiveWord,
} from './sensitive-word-admin.ts';
export { findWordRowById } from './sensitive-word-repository.ts';
export {
  communityRolesOf,
  findAdvertRow,
  findAdvertsForConsole,
  findTopicRow,
  findTopicsForConsole,
  insertAdvert,
  insertTopic,
  orderRows,
  setCommunityRole,
  subclassExists,
  updateAdvert,
  updateTopic,
  type AdvertValues,
} from './console-admin-repository.ts';
export { writeNotices, type NewNotice } from './notice-writer.ts';
