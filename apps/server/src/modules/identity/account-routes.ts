import {
  anonymousUserInfoRequest,
  getUserInfoRequest,
  getUserRequest,
  logoutRequest,
  phoneCodeListRequest,
  updateProfileRequest,
} from '@app/contract';
import { revokeSession, tokenFromRequest } from '../../platform/auth/tokens.ts';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { updateProfile } from './profile-edit-service.ts';
import { anonymousVisitor, callingCodes, userForApp, userInfo } from './profile-service.ts';

export const accountRoutes = [
  defineRoute('/b2b/user/login/getUserInfo', getUserInfoRequest, ({ app, user }) => userInfo(app, requireUser(user))),
  defineRoute('/api/service/user/v1/getUser', getUserRequest, ({ app, user }) => userForApp(app, requireUser(user))),
  defineRoute('/api/service/user/v1/updateProfile', updateProfileRequest, ({ app, user, input }) =>
    updateProfile(app, requireUser(user), input),
  ),
  defineRoute('/api/user/v1/logout', logoutRequest, async ({ app, request }) => {
    const token = tokenFromRequest(request.query, request.headers.authorization);
    if (token) await revokeSession(app, token);
    return {};
  }),
  defineRoute('/api/channel/cnf/v1/phoneCode', phoneCodeListRequest, ({ app }) => callingCodes(app)),
  defineRoute('/api/user/v1/anonymousUserInfo', anonymousUserInfoRequest, ({ app, input }) =>
    anonymousVisitor(app, input.visitorId),
  ),
];
