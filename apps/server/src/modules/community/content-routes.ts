import {
  contentTotalRequest,
  detailRequest,
  likeListRequest,
  likeUsersRequest,
  postListRequest,
  pubListRequest,
  publishRequest,
  queryFilterRequest,
  relatedRequest,
  reviewsRequest,
  saveContactRequest,
  voteRequest,
  emptyRequest,
} from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { listComments } from './comment-service.ts';
import { queryFilter } from './content-filter-service.ts';
import {
  contentDetail,
  countView,
  contentHotels,
  contentTotal,
  likedContent,
  listFeed,
  relatedContent,
} from './content-service.ts';
import { likeUsers } from './like-service.ts';
import { vote } from './poll-service.ts';
import { getContact, publish, saveContact } from './publish-service.ts';

// Anonymous answers from the micro-cache (platform/http/micro-cache.ts): any write empties it.
const CACHED = { cache: {} };

export const contentRoutes = [
  defineRoute('/api/content/v1/pub/list', pubListRequest, ({ app, user, input }) => listFeed(app, user, input), CACHED),
  defineRoute('/api/content/v1/pub/contentTotal', contentTotalRequest, ({ app, input }) => contentTotal(app, input)),
  defineRoute(
    '/api/content/v1/pub/queryDetail',
    detailRequest,
    ({ app, user, input }) => contentDetail(app, user, input.id),
    // A cached answer is still a view.
    { cache: { onHit: ({ app, input }) => countView(app, input.id) } },
  ),
  defineRoute('/api/content/v1/pub/vote', voteRequest, ({ app, user, input }) => vote(app, requireUser(user), input)),
  defineRoute('/api/content/v1/pub/findHotelByContentId', detailRequest, ({ app, input }) =>
    contentHotels(app, input.id),
  ),
  defineRoute('/api/content/v1/pub/getRelatedByContentInfoId', relatedRequest, ({ app, input }) =>
    relatedContent(app, input.id, input.pageSize),
  ),
  // /post/* are topic views of the same content rows.
  defineRoute('/api/community/v1/post/queryContent', detailRequest, ({ app, user, input }) =>
    contentDetail(app, user, input.id),
  ),
  defineRoute('/api/community/v1/post/likeList', likeListRequest, ({ app, user, input }) =>
    likedContent(app, user, input),
  ),
  defineRoute('/api/community/v1/post/queryReviews', reviewsRequest, ({ app, user, input }) =>
    listComments(app, user, {
      targetType: 'content',
      targetId: input.id,
      cursor: input.cursor,
      pageSize: input.pageSize,
    }),
  ),
  defineRoute('/api/community/v1/post/findLikeUserList', likeUsersRequest, ({ app, input }) => likeUsers(app, input)),
  defineRoute('/api/community/v1/post/list', postListRequest, ({ app, user, input }) =>
    listFeed(app, user, { sort: input.sort, topicId: input.topicId, cursor: input.cursor, pageSize: input.pageSize }),
  ),
  defineRoute(
    '/api/service/content/v1/pvt/publish',
    publishRequest,
    ({ app, user, input }) => publish(app, requireUser(user), input),
    { limit: 'publish' },
  ),
  defineRoute('/api/service/content/v1/pvt/findContact', emptyRequest, ({ app, user }) =>
    getContact(app, requireUser(user)),
  ),
  defineRoute('/api/service/content/v1/pvt/saveContact', saveContactRequest, ({ app, user, input }) =>
    saveContact(app, requireUser(user), input),
  ),
  defineRoute('/api/service/content/v1/pvt/queryFilter', queryFilterRequest, ({ app, input }) =>
    queryFilter(app, input.items),
  ),
];
