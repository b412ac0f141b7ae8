import {
  getCodeByPhoneRequest,
  getCodeNumberRequest,
  getImgCodeRequest,
  getUserByPhoneRequest,
  phoneCodeLoginRequest,
  phoneRegistRequest,
  phoneUserLoginRequest,
  setPasswordRequest,
  verifyCodeByPhoneRequest,
  verifyImgCodeRequest,
} from '@app/contract';
import { defineRoute } from '../../platform/http/routes.ts';
import { newCaptcha, sendCode, verifyCaptcha } from './phone-code-service.ts';
import {
  loginByCode,
  loginByPassword,
  registerByPhone,
  setPasswordByTicket,
  ticketForCode,
  userByPhone,
} from './phone-login-service.ts';

// Limits per address use request.ip: the socket's address, or X-Forwarded-For only when TRUST_PROXY=1.
export const phoneRoutes = [
  defineRoute('/api/user/v1/getImgCode', getImgCodeRequest, ({ app }) => newCaptcha(app)),
  defineRoute('/api/user/v1/verifyImgCode', verifyImgCodeRequest, ({ app, input }) => verifyCaptcha(app, input)),
  defineRoute('/api/user/v1/getCodeNumber', getCodeNumberRequest, ({ app, input, request }) =>
    sendCode(app, { ...input, purpose: 'register' }, request.ip, request.log),
  ),
  defineRoute('/api/user/v1/getCodeByPhone', getCodeByPhoneRequest, ({ app, input, request }) =>
    sendCode(app, input, request.ip, request.log),
  ),
  defineRoute('/api/user/v1/verifyCodeByPhone', verifyCodeByPhoneRequest, ({ app, input, request }) =>
    ticketForCode(app, input, request.ip),
  ),
  defineRoute('/api/user/v1/getUserByPhone', getUserByPhoneRequest, ({ app, input }) => userByPhone(app, input)),
  defineRoute('/api/user/v2/phoneRegist', phoneRegistRequest, ({ app, input, request }) =>
    registerByPhone(app, input, request.ip),
  ),
  defineRoute('/api/user/v1/phoneCodeLogin', phoneCodeLoginRequest, ({ app, input, request }) =>
    loginByCode(app, input, request.ip),
  ),
  defineRoute('/api/user/v1/phoneUserLogin', phoneUserLoginRequest, ({ app, input, request }) =>
    loginByPassword(app, input, request.ip),
  ),
  defineRoute('/api/user/v1/setPassword', setPasswordRequest, ({ app, input }) => setPasswordByTicket(app, input)),
];
