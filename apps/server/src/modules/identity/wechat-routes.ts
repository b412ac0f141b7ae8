import { WECHAT_CONFIG_OK_CODE, jsApiConfigRequest, wechatAuthorizeRequest, wechatConfigQuery } from '@app/contract';
import { resolveSession, tokenFromRequest } from '../../platform/auth/tokens.ts';
import { defineRoute, REPLIED } from '../../platform/http/routes.ts';
import { authorize, jsSdkConfig } from './wechat-service.ts';

export const wechatRoutes = [
  // GET_WX_CONFIG answers code 100 with `info`, outside the usual envelope (docs/product/api-conventions.md).
  defineRoute('/api/wechat/v1/config', wechatConfigQuery, async ({ app, input, request, reply }) => {
    const info = await jsSdkConfig(app, input.url, request.log);
    await reply.send({ code: WECHAT_CONFIG_OK_CODE, msg: '成功', info });
    return REPLIED;
  }),
  defineRoute('/api/wechat/v1/jsApiConfig', jsApiConfigRequest, async ({ app, input, request }) => ({
    ...(await jsSdkConfig(app, input.jsApiUrl, request.log)),
    jsApiList: input.jsApiList,
  })),
  // A public path: a session, when the caller has one, only decides whom the openId is bound to.
  defineRoute('/api/atv/wechat/v1/authorize', wechatAuthorizeRequest, async ({ app, input, request }) => {
    const session = input.code
      ? await resolveSession(app, tokenFromRequest(request.query, request.headers.authorization))
      : null;
    return authorize(app, input, session?.id ?? null, request.log);
  }),
];
