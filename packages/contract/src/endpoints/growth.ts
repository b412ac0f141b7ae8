import { endpoint } from './define.ts';

// growth: the rows of ENDPOINTS.md, paths byte for byte. Schemas are tightened as each path is built.
export const growthEndpoints = [
  endpoint('/api/service/v1/mission/task/querySpecialTask', {
    auth: 'login',
    summary: 'special tasks and my progress',
  }),
  endpoint('/api/service/v1/mission/task/queryEveryDataTask', {
    auth: 'login',
    summary: 'daily tasks and my progress',
  }),
  endpoint('/api/service/v1/mission/task/queryWealTask', {
    auth: 'login',
    summary: 'welfare (one-off) tasks and my progress',
  }),
  endpoint('/api/service/v1/mission/task/receiveReward', {
    auth: 'login',
    write: true,
    summary: "claim a finished task's reward, once (added)",
  }),
  endpoint('/api/service/v1/mission/sign/querySign', { auth: 'login', summary: 'the sign-in calendar (added)' }),
  endpoint('/api/service/v1/mission/sign/userSign', {
    auth: 'login',
    enc: true,
    write: true,
    summary: 'sign in for today, once a day (added)',
  }),
];
