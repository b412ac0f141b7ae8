import { clubJoinRequest, clubMembersRequest, daoClubRequest, emptyRequest } from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { barClubMembers, daoClub, joinClub, listTm, myClubs } from './club-service.ts';

export const clubRoutes = [
  defineRoute('/api/community/v1/club/queryTmByUserId', emptyRequest, ({ app, user }) =>
    myClubs(app, requireUser(user)),
  ),
  defineRoute('/api/community/v1/club/getBarClubTmListByParams', clubMembersRequest, ({ app, input }) =>
    barClubMembers(app, input),
  ),
  defineRoute('/api/service/community/v1/club/join', clubJoinRequest, ({ app, user, input }) =>
    joinClub(app, requireUser(user), input.clubId),
  ),
  defineRoute('/api/service/community/v1/club/listTm', clubMembersRequest, ({ app, user, input }) =>
    listTm(app, requireUser(user), input),
  ),
  defineRoute('/api/sec/traveldao/community/queryDaoClubByDaoId', daoClubRequest, ({ app, user, input }) =>
    daoClub(app, user, input.daoId),
  ),
];
