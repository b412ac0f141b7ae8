import {
  collectionListRequest,
  commentAddRequest,
  commentDeleteRequest,
  commentPraiseRequest,
  commentRequest,
  commentsRequest,
  deleteCollectionRequest,
  evaluateRequest,
  likeRequest,
  praiseRequest,
  repliesRequest,
  saveCollectionRequest,
  wantToGoRequest,
} from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { deleteCollection, listCollections, saveCollection } from './collection-service.ts';
import {
  addComment,
  commentWithMine,
  deleteComment,
  listComments,
  listEvaluations,
  listReplies,
  praiseStates,
} from './comment-service.ts';
import { praiseComment, setLike, wantToGo } from './like-service.ts';

export const socialRoutes = [
  defineRoute('/api/socialcontact/v1/comment/getByTargetId', commentsRequest, ({ app, user, input }) =>
    listComments(app, user, input),
  ),
  defineRoute('/api/socialcontact/v1/comment/getUsrCommentByCommentId', commentRequest, ({ app, user, input }) =>
    commentWithMine(app, user, input.commentId),
  ),
  defineRoute('/api/socialcontact/v1/comment/getByCommentId', repliesRequest, ({ app, user, input }) =>
    listReplies(app, user, input),
  ),
  defineRoute('/api/socialcontact/v1/evaluate/getEvaluateByParams', evaluateRequest, ({ app, user, input }) =>
    listEvaluations(app, user, input),
  ),
  defineRoute(
    '/api/socialcontact/v1/vote/like',
    likeRequest,
    ({ app, user, input }) => setLike(app, requireUser(user), input),
    { limit: 'like' },
  ),
  defineRoute(
    '/api/service/socialcontact/v1/comment/add',
    commentAddRequest,
    ({ app, user, input }) => addComment(app, requireUser(user), input),
    { limit: 'comment' },
  ),
  defineRoute('/api/service/socialcontact/v1/comment/delete', commentDeleteRequest, ({ app, user, input }) =>
    deleteComment(app, requireUser(user), input.id),
  ),
  defineRoute(
    '/api/service/socialcontact/v1/comment/praise',
    praiseRequest,
    ({ app, user, input }) => praiseComment(app, requireUser(user), input),
    { limit: 'like' },
  ),
  defineRoute('/api/service/socialcontact/v1/comment/commentPraise', commentPraiseRequest, ({ app, user, input }) =>
    praiseStates(app, requireUser(user), input.ids),
  ),
  defineRoute(
    '/api/service/agenda/v1/collectionItem/saveCollectionItem',
    saveCollectionRequest,
    ({ app, user, input }) => saveCollection(app, requireUser(user), input),
    { limit: 'collect' },
  ),
  defineRoute(
    '/api/service/agenda/v1/collectionItem/deleteCollectionItem',
    deleteCollectionRequest,
    ({ app, user, input }) => deleteCollection(app, requireUser(user), input),
  ),
  defineRoute('/api/service/agenda/v1/collectionItem/list', collectionListRequest, ({ app, user, input }) =>
    listCollections(app, requireUser(user), input),
  ),
  defineRoute('/api/agenda/v1/travelPoi/wantToGoNum', wantToGoRequest, ({ app, user, input }) =>
    wantToGo(app, user, input.poiId),
  ),
];
