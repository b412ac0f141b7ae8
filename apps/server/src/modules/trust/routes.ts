import {
  contentDeleteRequest,
  contentUpdateRequest,
  emptyRequest,
  reportAddRequest,
  reportMineRequest,
} from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { deleteOwnContent, updateOwnContent } from './own-content-service.ts';
import { reportReasons } from './report-reasons.ts';
import { addReport, myReports } from './report-service.ts';

export const trustRoutes = [
  defineRoute('/api/service/content/v1/pvt/delete', contentDeleteRequest, ({ app, user, input }) =>
    deleteOwnContent(app, requireUser(user), input.id),
  ),
  defineRoute(
    '/api/service/content/v1/pvt/update',
    contentUpdateRequest,
    ({ app, user, input }) => updateOwnContent(app, requireUser(user), input),
    { limit: 'publish' },
  ),
  defineRoute('/api/socialcontact/v1/report/reasons', emptyRequest, async () => reportReasons()),
  defineRoute('/api/service/socialcontact/v1/report/add', reportAddRequest, ({ app, user, input }) =>
    addReport(app, requireUser(user), input),
  ),
  defineRoute('/api/service/socialcontact/v1/report/mine', reportMineRequest, ({ app, user, input }) =>
    myReports(app, requireUser(user), input),
  ),
];
