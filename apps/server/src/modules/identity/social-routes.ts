import { blackOperatorRequest, blackStatusRequest, followRequest } from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { blockStatus, followUser, setBlocked, unfollowUser } from './social-service.ts';

export const socialRoutes = [
  defineRoute(
    '/api/service/user/v1/follow',
    followRequest,
    ({ app, user, input }) => followUser(app, requireUser(user), input.userId),
    { limit: 'follow' },
  ),
  defineRoute('/api/service/user/v1/unFollow', followRequest, ({ app, user, input }) =>
    unfollowUser(app, requireUser(user), input.userId),
  ),
  defineRoute('/api/service/socialcontact/v1/contentblack/blackStatus', blackStatusRequest, ({ app, user, input }) =>
    blockStatus(app, user, input.userId),
  ),
  defineRoute(
    '/api/service/socialcontact/v1/contentblack/blackOperator',
    blackOperatorRequest,
    ({ app, user, input }) => setBlocked(app, requireUser(user), input.userId, input.block),
  ),
];
