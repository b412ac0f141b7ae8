import { cancelAccountRequest, exportDataRequest, privacyStatusRequest, revokeCancelRequest } from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { cancelAccount, cancellationState, revokeCancel } from './cancel-service.ts';
import { exportState, requestExport } from './export-service.ts';

export const privacyRoutes = [
  defineRoute('/api/user/v1/privacy/exportData', exportDataRequest, ({ app, user }) =>
    requestExport(app, requireUser(user)),
  ),
  defineRoute('/api/user/v1/privacy/cancelAccount', cancelAccountRequest, ({ app, user, input, request }) =>
    cancelAccount(app, requireUser(user), input, request.ip),
  ),
  defineRoute('/api/user/v1/privacy/revokeCancel', revokeCancelRequest, ({ app, user }) =>
    revokeCancel(app, requireUser(user)),
  ),
  defineRoute('/api/user/v1/privacy/status', privacyStatusRequest, async ({ app, user }) => {
    const me = requireUser(user);
    return { ...(await cancellationState(app, me)), export: await exportState(app, me) };
  }),
];
