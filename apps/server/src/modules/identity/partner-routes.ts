import { jtpTokenRequest, lingnanMemberRequest, ssoLoginRequest } from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { jtpLogin, lingnanMember, ssoLogin } from './partner-login-service.ts';

export const partnerRoutes = [
  defineRoute('/api/user/v1/ssoLogin', ssoLoginRequest, ({ app, input, request }) => ssoLogin(app, input, request.log)),
  defineRoute('/api/thirdauth/getJTPToken', jtpTokenRequest, ({ app, input, request }) =>
    jtpLogin(app, input, request.log),
  ),
  defineRoute('/api/service/thirdchannel/v1/lingnanMember', lingnanMemberRequest, ({ app, user, request }) =>
    lingnanMember(app, requireUser(user), request.log),
  ),
];
