import {
  advertsRequest,
  clubsByGuestRequest,
  columnDataRequest,
  contributeRequest,
  emptyRequest,
  fansRequest,
  findWordsRequest,
  imsRequest,
  imsV3Request,
  shareConfigRequest,
  shareListRequest,
  talentInfoRequest,
  talentListRequest,
  topicRequest,
  topicsByParamsRequest,
  userRolesRequest,
} from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import { adverts, categories, findWords, shareConfig, shareList } from './extras-service.ts';
import { findUserIms } from './notice-service.ts';
import { clubsByGuest, contributeList, fansData, talentInfo, talentList, userRoles } from './people-service.ts';
import { columnData, squareColumns, subclasses, topicDetail, topicsByParams } from './topic-service.ts';

export const peopleRoutes = [
  defineRoute('/api/community/v1/master/queryUserRoles', userRolesRequest, ({ app, user, input }) =>
    userRoles(app, user, input.userId),
  ),
  defineRoute('/api/community/v1/userFans/findFansData', fansRequest, ({ app, user, input }) =>
    fansData(app, user, input),
  ),
  defineRoute('/api/community/v1/club/listByGuest', clubsByGuestRequest, ({ app, input }) => clubsByGuest(app, input)),
  defineRoute('/api/community/v1/im/findUserIms', imsRequest, ({ app, user, input }) =>
    findUserIms(app, requireUser(user), input),
  ),
  defineRoute('/api/community/v3/im/findUserIms', imsV3Request, async ({ app, user, input }) => ({
    ...(await findUserIms(app, requireUser(user), input)),
    imVersion: input.imVersion,
  })),
  defineRoute('/api/community/v1/talent/list', talentListRequest, ({ app, input }) => talentList(app, input)),
  defineRoute('/api/community/v1/talent/contributeList', contributeRequest, ({ app, input }) =>
    contributeList(app, input),
  ),
  defineRoute('/api/community/v1/talent/queryInfo', talentInfoRequest, ({ app, user, input }) =>
    talentInfo(app, user, input.userId),
  ),
  defineRoute('/api/community/v1/share/findUserShareList', shareListRequest, ({ app, user, input }) =>
    shareList(app, user, input),
  ),
  defineRoute('/api/community/v1/share/findConfigInfoByKey', shareConfigRequest, ({ app, input }) =>
    shareConfig(app, input.key),
  ),
];

export const topicRoutes = [
  defineRoute('/api/community/v1/topic/query', topicRequest, ({ app, user, input }) =>
    topicDetail(app, user, input.topicId),
  ),
  defineRoute('/api/community/v1/topic/querySubClass', emptyRequest, ({ app }) => subclasses(app)),
  defineRoute('/api/community/v1/topic/queryByParams', topicsByParamsRequest, ({ app, input }) =>
    topicsByParams(app, input),
  ),
  // The topic square's anonymous answers come from the micro-cache (any write empties it).
  defineRoute('/api/community/v1/topicSquare/queryColumn', emptyRequest, ({ app }) => squareColumns(app), {
    cache: {},
  }),
  defineRoute(
    '/api/community/v1/topicSquare/queryDataV6A',
    columnDataRequest,
    ({ app, input }) => columnData(app, input),
    {
      cache: {},
    },
  ),
  defineRoute('/api/community/v1/queryMainCategory', emptyRequest, ({ app }) => categories(app, 'main')),
  defineRoute('/api/community/v1/classify/diyList', emptyRequest, ({ app }) => categories(app, 'diy')),
  defineRoute('/api/community/v1/word/findWords', findWordsRequest, ({ app, input }) => findWords(app, input)),
  defineRoute('/api/community/v1/brandAdvertising/findListByPage', advertsRequest, ({ app, input }) =>
    adverts(app, input),
  ),
];
