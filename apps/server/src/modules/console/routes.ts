import {
  auditExportRequest,
  auditListRequest,
  consoleEmpty,
  consoleLoginRequest,
  moderationActRequest,
  operatorCreateRequest,
  operatorDisableRequest,
  operatorResetTwoFactorRequest,
  operatorSetRolesRequest,
  peopleSearchRequest,
  reportListRequest,
  revealPhoneRequest,
} from '@app/contract';
import { consoleTokenFromHeader } from '../../platform/auth/operator-sessions.ts';
import { defineRoute, REPLIED, requireOperator, type RouteContext } from '../../platform/http/routes.ts';
import { actorOf, auditCsv, auditPage } from './audit-service.ts';
import { consoleContentRoutes } from './content-routes.ts';
import { me, signIn, signOut } from './auth-service.ts';
import { consoleCatalogRoutes } from './catalog-routes.ts';
import { dashboardSummary } from './dashboard-service.ts';
import { moderateAsOperator, reportList } from './moderation-service.ts';
import { createOperator, disable, operatorList, resetTwoFactor, setOperatorRoles } from './operator-service.ts';
import { revealUserPhone, searchPeople } from './people-service.ts';

/** The acting operator and the request's address, for the audit trail. */
const actor = (c: RouteContext<unknown>) => actorOf(requireOperator(c.operator), c.request.ip);

export const consoleRoutes = [
  defineRoute('/api/console/v1/auth/login', consoleLoginRequest, (c) => signIn(c.app, c.input, c.request.ip)),
  defineRoute('/api/console/v1/auth/logout', consoleEmpty, (c) =>
    signOut(c.app, requireOperator(c.operator), consoleTokenFromHeader(c.request.headers.authorization)!, c.request.ip),
  ),
  defineRoute('/api/console/v1/auth/me', consoleEmpty, async (c) => me(requireOperator(c.operator))),
  defineRoute('/api/console/v1/audit/list', auditListRequest, (c) => auditPage(c.app, c.input)),
  defineRoute('/api/console/v1/audit/export', auditExportRequest, async (c) => {
    const csv = await auditCsv(c.app, c.input);
    await c.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
    return REPLIED;
  }),
  defineRoute('/api/console/v1/operators/list', consoleEmpty, (c) => operatorList(c.app)),
  defineRoute('/api/console/v1/operators/create', operatorCreateRequest, (c) =>
    createOperator(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/operators/setRoles', operatorSetRolesRequest, (c) =>
    setOperatorRoles(c.app, requireOperator(c.operator), actor(c), c.input),
  ),
  defineRoute('/api/console/v1/operators/disable', operatorDisableRequest, (c) =>
    disable(c.app, requireOperator(c.operator), actor(c), c.input),
  ),
  defineRoute('/api/console/v1/operators/resetTwoFactor', operatorResetTwoFactorRequest, (c) =>
    resetTwoFactor(c.app, requireOperator(c.operator), actor(c), c.input),
  ),
  defineRoute('/api/console/v1/people/search', peopleSearchRequest, (c) => searchPeople(c.app, c.input)),
  defineRoute('/api/console/v1/people/revealPhone', revealPhoneRequest, (c) =>
    revealUserPhone(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/reports/list', reportListRequest, (c) => reportList(c.app, c.input)),
  defineRoute('/api/console/v1/moderation/act', moderationActRequest, (c) =>
    moderateAsOperator(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/dashboard/summary', consoleEmpty, (c) => dashboardSummary(c.app)),
  ...consoleContentRoutes,
  // Catalog and growth: products, hotels, coupons, promotions, tasks, the sign-in calendar, levels, points.
  ...consoleCatalogRoutes,
];
