import { noPayload, receiveRewardRequest, userSignRequest } from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { expireRewardQuery, growInfo, tripCoins } from './grow-service.ts';
import { querySign, userSign } from './sign-service.ts';
import { listTasks, receiveReward } from './task-service.ts';

export const growthRoutes = [
  defineRoute('/api/service/community/v1/grow/info', noPayload, ({ app, user }) => growInfo(app, requireUser(user))),
  defineRoute('/api/service/v1/mission/task/querySpecialTask', noPayload, ({ app, user }) =>
    listTasks(app, requireUser(user), 'special'),
  ),
  defineRoute('/api/service/v1/mission/task/queryEveryDataTask', noPayload, ({ app, user }) =>
    listTasks(app, requireUser(user), 'daily'),
  ),
  defineRoute('/api/service/v1/mission/task/queryWealTask', noPayload, ({ app, user }) =>
    listTasks(app, requireUser(user), 'weal'),
  ),
  defineRoute('/api/service/v1/mission/task/receiveReward', receiveRewardRequest, ({ app, user, input }) =>
    receiveReward(app, requireUser(user), input.taskId),
  ),
  defineRoute('/api/service/v1/mission/sign/querySign', noPayload, ({ app, user }) =>
    querySign(app, requireUser(user)),
  ),
  defineRoute('/api/service/v1/mission/sign/userSign', userSignRequest, ({ app, user, input }) =>
    userSign(app, requireUser(user), input.signConfigId),
  ),
  defineRoute('/api/service/member/v1/expireRewardQuery', noPayload, ({ app, user }) =>
    expireRewardQuery(app, requireUser(user)),
  ),
  defineRoute('/api/service/user/v1/getUserTripCoins', noPayload, ({ app, user }) => tripCoins(app, requireUser(user))),
];
