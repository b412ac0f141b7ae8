import {
  activityIdRequest,
  activityInput,
  activityListRequest,
  addDiyRequest,
  browseNumRequest,
  calendarRequest,
  cancelEnrolRequest,
  checkInRequest,
  delDiyRequest,
  diyListRequest,
  emptyRequest,
  enrolByCodeRequest,
  enrolListRequest,
  enrolRequest,
  exportEnrolRequest,
  importStatusRequest,
  findOneByOneRequest,
  multipartRequest,
  myListRequest,
  publisherApplyRequest,
  consoleEmpty,
} from '@app/contract';
import { applyToPublish, myPublisherApplication } from './console-service.ts';
import { defineRoute, REPLIED, requireUser } from '../../platform/http/routes.ts';
import { fieldValue, readUpload } from '../media/index.ts';
import { refuse } from '../../platform/http/app-error.ts';
import {
  browseNum,
  classifys,
  findOne,
  move,
  myPublish,
  neighbour,
  permission,
  publish,
  saveDraft,
  square,
  summary,
  update,
} from './activity-service.ts';
import { calendar } from './calendar-service.ts';
import { addDiy, delDiy, diyList } from './diy-service.ts';
import {
  cancel,
  checkInById,
  enrolmentByCode,
  enrolmentById,
  enrolmentList,
  myJoin,
  signUp,
} from './enrolment-service.ts';
import { orBusy, orFailed } from './failures.ts';
import { exportEnrolments } from './spreadsheet-service.ts';
import { importStatus, queueImport } from './invitation-import-service.ts';

const SPREADSHEET_MAX_BYTES = 5 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const activityRoutes = [
  defineRoute('/api/community/v1/activity/findOne', activityIdRequest, ({ app, user, input }) =>
    findOne(app, user, input.id),
  ),
  defineRoute('/api/community/v1/activity/findOneByOne', findOneByOneRequest, ({ app, user, input }) =>
    neighbour(app, user, input),
  ),
  defineRoute('/api/community/v1/activity/list', activityListRequest, ({ app, user, input }) =>
    square(app, user, input),
  ),
  defineRoute('/api/community/v1/activity/activityClassifys', emptyRequest, ({ app }) => classifys(app)),
  defineRoute('/api/community/v1/activity/findSummary', activityIdRequest, ({ app, user, input }) =>
    summary(app, user, input.id),
  ),
  defineRoute('/api/community/v1/activity/findAllOnLineActivityBrownseNum', browseNumRequest, ({ app, input }) =>
    browseNum(app, input.ids),
  ),
  defineRoute('/api/community/v1/activityEnroll/findActivityEnrollList', enrolListRequest, ({ app, user, input }) =>
    enrolmentList(app, user, input),
  ),
  defineRoute('/api/service/community/v1/activity/add', activityInput, ({ app, user, input, request }) =>
    orBusy(request, () => publish(app, requireUser(user), input)),
  ),
  defineRoute('/api/service/community/v1/activity/saveDraft', activityInput, ({ app, user, input, request }) =>
    orBusy(request, () => saveDraft(app, requireUser(user), input)),
  ),
  defineRoute('/api/service/community/v1/activity/update', activityInput, ({ app, user, input, request }) =>
    orBusy(request, () => update(app, requireUser(user), input)),
  ),
  defineRoute('/api/service/community/v1/activity/delete', activityIdRequest, ({ app, user, input, request }) =>
    orFailed(request, () => move(app, requireUser(user), input.id, 'delete')),
  ),
  defineRoute('/api/service/community/v1/activity/up', activityIdRequest, ({ app, user, input, request }) =>
    orFailed(request, () => move(app, requireUser(user), input.id, 'up')),
  ),
  defineRoute('/api/service/community/v1/activity/down', activityIdRequest, ({ app, user, input, request }) =>
    orFailed(request, () => move(app, requireUser(user), input.id, 'down')),
  ),
  defineRoute('/api/service/community/v1/activity/myPublish', myListRequest, ({ app, user, input }) =>
    myPublish(app, requireUser(user), input),
  ),
  defineRoute('/api/service/community/v1/activity/myJoin', myListRequest, ({ app, user, input }) =>
    myJoin(app, requireUser(user), input),
  ),
  defineRoute('/api/service/community/v1/activity/queryMainCategory', emptyRequest, ({ app }) => classifys(app)),
  defineRoute('/api/service/community/v1/activity/isPermissionActivityByToken', emptyRequest, ({ app, user }) =>
    permission(app, requireUser(user)),
  ),
  defineRoute('/api/service/community/v1/activity/diyContentList', diyListRequest, ({ app, user, input }) =>
    diyList(app, requireUser(user), input.activityId),
  ),
  defineRoute('/api/service/community/v1/activity/addDiyContent', addDiyRequest, ({ app, user, input }) =>
    addDiy(app, requireUser(user), input),
  ),
  defineRoute('/api/service/community/v1/activity/delDiyContent', delDiyRequest, ({ app, user, input }) =>
    delDiy(app, requireUser(user), input.id),
  ),
  defineRoute(
    '/api/service/community/v1/activityEnroll/saveActivityEnrollInfo',
    enrolRequest,
    ({ app, user, input }) => signUp(app, requireUser(user), input),
    { limit: 'signup' },
  ),
  defineRoute(
    '/api/service/community/v1/activityEnroll/findActivityEnrollById',
    activityIdRequest,
    ({ app, user, input }) => enrolmentById(app, requireUser(user), input.id),
  ),
  defineRoute(
    '/api/service/community/v1/activityEnroll/findActivityEnrollByCode',
    enrolByCodeRequest,
    ({ app, user, input }) => enrolmentByCode(app, requireUser(user), input.code),
  ),
  defineRoute(
    '/api/service/community/v1/activityEnroll/updateVerificationStatusById',
    checkInRequest,
    ({ app, user, input }) => checkInById(app, requireUser(user), input.id),
  ),
  defineRoute('/api/service/community/v1/activityEnroll/cancel', cancelEnrolRequest, ({ app, user, input }) =>
    cancel(app, requireUser(user), input.id),
  ),
  defineRoute(
    '/api/service/community/v1/activityEnroll/exportEnrollList',
    exportEnrolRequest,
    async ({ app, user, input, reply }) => {
      const { bytes, fileName } = await exportEnrolments(app, requireUser(user), input.activityId);
      await reply
        .type(XLSX)
        .header(
          'content-disposition',
          `attachment; filename="enrolments.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(bytes);
      return REPLIED;
    },
  ),
  defineRoute(
    '/api/service/community/v1/activityEnroll/importInvitation',
    multipartRequest,
    async ({ app, user, request }) => {
      const me = requireUser(user);
      const { part, bytes, filename } = await readUpload(request, SPREADSHEET_MAX_BYTES, () =>
        refuse('表格不能超过 5 MB'),
      );
      const query = request.query as Record<string, unknown>;
      const raw = fieldValue(part, 'activityId') ?? (typeof query.activityId === 'string' ? query.activityId : '');
      if (!/^\d{1,15}$/.test(raw)) throw refuse('请指定活动（字段 activityId 放在文件之前）');
      return queueImport(app, me, Number(raw), { bytes, filename });
    },
  ),
  defineRoute(
    '/api/service/community/v1/activityEnroll/importInvitationStatus',
    importStatusRequest,
    ({ app, user, input }) => importStatus(app, requireUser(user), input.id),
  ),
  defineRoute('/api/destination/v1/info/aCalendar', calendarRequest, ({ app, user, input, request }) =>
    orBusy(request, () => calendar(app, user, input)),
  ),
  // The whitelist application from /activityEdit's 暂无权限 notice (docs/product/console-content.md).
  defineRoute('/api/service/community/v1/activity/applyPublisher', publisherApplyRequest, ({ app, user, input }) =>
    applyToPublish(app, requireUser(user), input),
  ),
  defineRoute('/api/service/community/v1/activity/publisherApplication', consoleEmpty, ({ app, user }) =>
    myPublisherApplication(app, requireUser(user)),
  ),
];
