// The community area's public surface: what other areas and the console may use (held texts, pre-moderation,
// sensitive words, a member's posts and roles, topics and adverts; the content filter, likes and evaluations shown on
// other areas' pages, the social graph for identity, the counters and notices moderation moves).
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
  findCommentsForReview,
  findContentsForReview,
  findTopicRow,
  findTopicsForConsole,
  insertAdvert,
  insertTopic,
  orderRows,
  postsAndCommentsByDay,
  setCommunityRole,
  subclassExists,
  updateAdvert,
  updateTopic,
  type AdvertValues,
} from './console-admin-repository.ts';
export { writeNotices, type NewNotice } from './notice-writer.ts';
export { assertClean, judge, plainText } from './content-filter-service.ts';
export { targetSocial, wantToGo } from './like-service.ts';
export { addBlock, addFollow, blockStateBetween, removeBlock, removeFollow } from './social-graph-service.ts';
export { listFeed, visibleContent } from './content-service.ts';
export { listEvaluations } from './comment-service.ts';
export { userRoles } from './people-service.ts';
export {
  lockOutsideCounts,
  moveContentComments,
  moveThreadReplies,
  moveTopicPosts,
  topicTitle,
} from './counter-service.ts';
export { checkLengths } from './publish-service.ts';
export { findPlaceMarks, type PlaceMark } from './own-actions-repository.ts';
export { showsMedia } from './content-repository.ts';
export { provideOutsideTargets, type OutsideTargets } from './targets.ts';
// What the trust area moves and reads when it moderates, takes reports, and edits or deletes one's own posts; what
// places' treasure ranking counts.
export {
  findAnyComment,
  findAuthoredIds,
  findReportableComment,
  lockAnyContent,
  moveCommentThread,
  setContentStatus,
} from './moderation-target-repository.ts';
export { applyEdit, clearContent, lockEditable, type ContentEdit } from './content-edit-repository.ts';
export { tallyPublishedByPlace, type PlaceTally } from './place-tally-repository.ts';
// Community's part in privacy's erasure, copy of one's data and conversion of clear numbers (docs/architecture.md).
export { eraseCommunityRows } from './personal-data-repository.ts';
export {
  exportCollections,
  exportComments,
  exportFollows,
  exportLikes,
  exportPosts,
  exportPublisherContact,
  sealClearContactPhones,
  type PeopleNames,
} from './personal-data.ts';
// What the search area indexes of contents and topics and the cards it shows for the ids it ranked
// (docs/product/search.md); people search stays here, beside the blocks.
export {
  blockedBy,
  contentSearchSources,
  publishedContentSourcesAfter,
  topicSearchSources,
} from './search-source-repository.ts';
export { contentCardsByIds, searchPeople, topicCardsByIds } from './search-cards.ts';
