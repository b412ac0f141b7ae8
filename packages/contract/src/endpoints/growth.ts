import {
  expireRewardResponse,
  noPayload,
  querySignResponse,
  receiveRewardRequest,
  receiveRewardResponse,
  taskListResponse,
  tripCoinsResponse,
  userSignRequest,
  userSignResponse,
} from '../schemas/growth.ts';
import { endpoint } from './define.ts';

// growth: the rows of docs/product/api-paths.md, paths byte for byte. Schemas are tightened as each path is built.
export const growthEndpoints = [
  endpoint('/api/service/v1/mission/task/querySpecialTask', {
    request: noPayload,
    response: taskListResponse,
    auth: 'login',
    summary: 'special tasks and my progress',
  }),
  endpoint('/api/service/v1/mission/task/queryEveryDataTask', {
    request: noPayload,
    response: taskListResponse,
    auth: 'login',
    summary: 'daily tasks and my progress',
  }),
  endpoint('/api/service/v1/mission/task/queryWealTask', {
    request: noPayload,
    response: taskListResponse,
    auth: 'login',
    summary: 'welfare (one-off) tasks and my progress',
  }),
  endpoint('/api/service/v1/mission/task/receiveReward', {
    request: receiveRewardRequest,
    response: receiveRewardResponse,
    auth: 'login',
    write: true,
    idempotent: true,
    summary: "claim a finished task's reward, once (added)",
  }),
  endpoint('/api/service/v1/mission/sign/querySign', {
    request: noPayload,
    response: querySignResponse,
    auth: 'login',
    summary: 'the sign-in calendar (added)',
  }),
  endpoint('/api/service/v1/mission/sign/userSign', {
    request: userSignRequest,
    response: userSignResponse,
    auth: 'login',
    enc: true,
    write: true,
    idempotent: true,
    summary: 'sign in for today, once a day (added)',
  }),
  endpoint('/api/service/member/v1/expireRewardQuery', {
    request: noPayload,
    response: expireRewardResponse,
    auth: 'login',
    summary: "my points: balance and what expires soon (added: the brand's public clients call it)",
  }),
  endpoint('/api/service/user/v1/getUserTripCoins', {
    request: noPayload,
    response: tripCoinsResponse,
    auth: 'login',
    summary: "my points balance (added: the brand's public clients call it)",
  }),
];
