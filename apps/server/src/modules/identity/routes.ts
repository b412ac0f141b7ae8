import { accountRoutes } from './account-routes.ts';
import { channelRoutes } from './channel-routes.ts';
import { partnerRoutes } from './partner-routes.ts';
import { phoneRoutes } from './phone-routes.ts';
import { socialRoutes } from './social-routes.ts';
import { wechatRoutes } from './wechat-routes.ts';

export const identityRoutes = [
  ...phoneRoutes,
  ...accountRoutes,
  ...partnerRoutes,
  ...wechatRoutes,
  ...socialRoutes,
  ...channelRoutes,
];
