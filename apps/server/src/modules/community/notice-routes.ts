import { emptyRequest, noticeListRequest, noticeReadRequest } from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { listNotices, readNotices, unreadNotices } from './notice-service.ts';

// 消息: one's notices (docs/product/notices.md). The older findUserIms paths are in people-routes.ts.
export const noticeRoutes = [
  defineRoute('/api/service/socialcontact/v1/notice/list', noticeListRequest, ({ app, user, input }) =>
    listNotices(app, requireUser(user), input),
  ),
  defineRoute('/api/service/socialcontact/v1/notice/unread', emptyRequest, ({ app, user }) =>
    unreadNotices(app, requireUser(user)),
  ),
  defineRoute('/api/service/socialcontact/v1/notice/read', noticeReadRequest, ({ app, user, input }) =>
    readNotices(app, requireUser(user), input),
  ),
];
