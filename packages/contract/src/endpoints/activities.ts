import { growInfoResponse, noPayload } from '../schemas/growth.ts';
import { endpoint } from './define.ts';

// activities: the rows of ENDPOINTS.md, paths byte for byte. Schemas are tightened as each path is built.
export const activitiesEndpoints = [
  endpoint('/api/community/v1/activity/findOne', { auth: 'opt', summary: 'one activity' }),
  endpoint('/api/community/v1/activity/findOneByOne', {
    auth: 'opt',
    summary: 'the previous or next activity from a list position',
  }),
  endpoint('/api/community/v1/activity/list', {
    auth: 'opt',
    summary: 'activity square list, filters: classify, city, date range, status',
  }),
  endpoint('/api/community/v1/activity/activityClassifys', { auth: 'none', summary: 'activity classifications' }),
  endpoint('/api/community/v1/activity/findSummary', {
    auth: 'opt',
    summary: "an activity's summary: enrolled count, capacity, views",
  }),
  endpoint('/api/community/v1/activity/findAllOnLineActivityBrownseNum', {
    auth: 'none',
    summary: 'browse counts of online activities',
  }),
  endpoint('/api/community/v1/activityEnroll/findActivityEnrollList', {
    auth: 'opt',
    enc: true,
    summary: 'people signed up for an activity, masked',
  }),
  endpoint('/api/community/v1/club/queryTmByUserId', {
    auth: 'login',
    enc: true,
    summary: 'clubs (and team members) of the logged-in user',
  }),
  endpoint('/api/community/v1/club/getBarClubTmListByParams', {
    auth: 'opt',
    enc: true,
    summary: "members of a club: rows or items, pageVo, barUserId (the club's master)",
  }),
  endpoint('/api/service/community/v1/activity/add', {
    auth: 'login',
    write: true,
    summary: 'publish an activity (whitelist checked)',
  }),
  endpoint('/api/service/community/v1/activity/saveDraft', {
    auth: 'login',
    write: true,
    summary: 'save an activity draft',
  }),
  endpoint('/api/service/community/v1/activity/update', {
    auth: 'login',
    write: true,
    summary: "update one's own activity",
  }),
  endpoint('/api/service/community/v1/activity/delete', {
    auth: 'login',
    write: true,
    summary: "delete one's own activity",
  }),
  endpoint('/api/service/community/v1/activity/up', {
    auth: 'login',
    write: true,
    summary: "take one's own activity online",
  }),
  endpoint('/api/service/community/v1/activity/down', {
    auth: 'login',
    write: true,
    summary: "take one's own activity offline",
  }),
  endpoint('/api/service/community/v1/activity/myPublish', { auth: 'login', summary: 'activities I published' }),
  endpoint('/api/service/community/v1/activity/myJoin', { auth: 'login', summary: 'activities I signed up for' }),
  endpoint('/api/service/community/v1/activity/queryMainCategory', {
    auth: 'login',
    summary: 'categories a publisher may choose',
  }),
  endpoint('/api/service/community/v1/activity/isPermissionActivityByToken', {
    auth: 'login',
    summary: 'whether the user is on the activity-publishing whitelist',
  }),
  endpoint('/api/service/community/v1/activity/diyContentList', {
    auth: 'login',
    summary: 'custom content blocks of an activity',
  }),
  endpoint('/api/service/community/v1/activity/addDiyContent', {
    auth: 'login',
    write: true,
    summary: 'add a custom content block',
  }),
  endpoint('/api/service/community/v1/activity/delDiyContent', {
    auth: 'login',
    write: true,
    summary: 'delete a custom content block',
  }),
  endpoint('/api/service/community/v1/activityEnroll/saveActivityEnrollInfo', {
    auth: 'login',
    write: true,
    summary: 'sign up (answers to the question set, tickets); capacity never oversold',
  }),
  endpoint('/api/service/community/v1/activityEnroll/findActivityEnrollById', {
    auth: 'login',
    enc: true,
    summary: "one enrolment, for its owner or the activity's publisher",
  }),
  endpoint('/api/service/community/v1/activityEnroll/findActivityEnrollByCode', {
    auth: 'login',
    enc: true,
    summary: 'the enrolment behind a verification code, for the publisher',
  }),
  endpoint('/api/service/community/v1/activityEnroll/updateVerificationStatusById', {
    auth: 'login',
    enc: true,
    write: true,
    summary: 'check an enrolment in (publisher only, once)',
  }),
  endpoint('/api/service/community/v1/club/join', { auth: 'login', write: true, summary: 'join a club' }),
  endpoint('/api/service/community/v1/club/listTm', { auth: 'login', summary: 'members of a club I belong to' }),
  endpoint('/api/service/community/v1/grow/info', {
    request: noPayload,
    response: growInfoResponse,
    auth: 'login',
    summary: 'growth info: level, points, progress',
  }),
  endpoint('/api/sec/traveldao/community/queryDaoClubByDaoId', {
    auth: 'opt',
    enc: true,
    summary: 'the club behind a DAO id',
  }),
];
