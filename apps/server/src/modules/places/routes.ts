import {
  addressPoiRequest,
  byLabelRequest,
  continentDestinationsRequest,
  poiInfoRequest,
  countryDestinationRequest,
  destinationIdRequest,
  emptyRequest,
  filterRequest,
  getDestinationRequest,
  groupDataRequest,
  guidesRequest,
  matchRequest,
  nearbyRequest,
  poiIdRequest,
  poiListRequest,
  queryRegionByNameRequest,
  regionPageRequest,
  reverseGeoRequest,
  reviewRequest,
  saveAuditPoiRequest,
  surroundTabsRequest,
  treasureListRequest,
  treasureUserRequest,
  viewportRequest,
} from '@app/contract';
import { defineRoute, requireUser } from '../../platform/http/routes.ts';
import {
  allTags,
  chinaDestinations,
  chinaProvinces,
  countryDestinations,
  destinationDetail,
  filterList,
  isDomestic,
  matchNames,
  recommendGroups,
  regionCities,
  regionContinents,
  reverseGeo,
} from './destination-service.ts';
import { footprint } from './footprint-service.ts';
import { guides, information } from './guide-service.ts';
import { callerIp, ipCountry } from './ip-service.ts';
import { mapSettings } from './map-service.ts';
import { inViewport, nearby, surroundTabs } from './nearby-service.ts';
import {
  columnsAndLabels,
  destinationPoiPage,
  groupData,
  newTagSwitch,
  poiAudio,
  poiGroups,
  poiInfo,
  poiNotices,
} from './poi-service.ts';
import { proposePoi, reviewProposal } from './proposal-service.ts';
import { treasureList, treasureUser } from './treasure-service.ts';

/** 切换目的地 finds countries as well as cities (日本 by 'riben' or 'rb'). */
const PICKER_KINDS = ['city', 'country'] as const;
const REGION_KINDS = ['city', 'province', 'country', 'continent'] as const;

export const placesRoutes = [
  // Destinations
  defineRoute('/api/destination/v1/getAllRegionContinents', emptyRequest, ({ app }) => regionContinents(app)),
  defineRoute('/api/ls/v1/destination/countryDestination', countryDestinationRequest, ({ app, input }) =>
    countryDestinations(app, input.continentCode),
  ),
  defineRoute('/api/ls/v1/destination/findDestinationCityByRegion', regionPageRequest, ({ app, input }) =>
    regionCities(app, input),
  ),
  defineRoute(
    '/api/ls/v1/destination/findAllDestinationByContinentRegionId',
    continentDestinationsRequest,
    ({ app, input }) =>
      regionCities(app, { regionId: input.continentRegionId, pageNo: input.pageNo, pageSize: input.pageSize }),
  ),
  defineRoute('/api/ls/v1/destination/onlineDestinationByRegionId', regionPageRequest, ({ app, input }) =>
    regionCities(app, input, true),
  ),
  defineRoute('/api/ls/v1/destination/findDestinationProvince', emptyRequest, ({ app }) => chinaProvinces(app)),
  defineRoute('/api/ls/v1/destination/queryChinaDestination', emptyRequest, ({ app }) => chinaDestinations(app)),
  defineRoute('/api/ls/v1/destination/reverseGeo', reverseGeoRequest, ({ app, input }) => reverseGeo(app, input)),
  defineRoute('/api/ls/v1/destination/isDomesticDestination', destinationIdRequest, ({ app, input }) =>
    isDomestic(app, input.destinationId),
  ),
  defineRoute('/api/ls/v1/destination/findAllTagMain', emptyRequest, ({ app }) => allTags(app)),
  defineRoute('/api/destination/v1/group/recommendGroup', emptyRequest, ({ app }) => recommendGroups(app)),
  defineRoute('/api/destination/v1/matchNewDestinations', matchRequest, ({ app, input }) =>
    matchNames(app, input.keyword, input.pageSize, PICKER_KINDS),
  ),
  defineRoute('/api/region/v1/queryRegionByName', queryRegionByNameRequest, ({ app, input }) =>
    matchNames(app, input.name, input.pageSize, REGION_KINDS),
  ),
  defineRoute('/api/destination/v1/list/filter', filterRequest, ({ app, input }) => filterList(app, input)),
  defineRoute('/api/destination/v1/getDestinationById', getDestinationRequest, ({ app, input }) =>
    destinationDetail(app, input.id),
  ),
  // POIs
  // Anonymous answers from the micro-cache (platform/http/micro-cache.ts): any write empties it.
  defineRoute(
    '/api/ls/v1/destination/poiInfo',
    poiInfoRequest,
    ({ app, user, input }) => poiInfo(app, user, input.poiId),
    {
      cache: {},
    },
  ),
  defineRoute('/api/ls/v1/destination/poiNotice', poiIdRequest, ({ app, input }) => poiNotices(app, input.poiId)),
  defineRoute('/api/ls/v1/destination/queryDtasPageList', poiListRequest, ({ app, input }) =>
    destinationPoiPage(app, input),
  ),
  defineRoute('/api/destination/v1/poi/queryGroups', destinationIdRequest, ({ app, input }) =>
    poiGroups(app, input.destinationId),
  ),
  defineRoute('/api/destination/v1/poi/queryGroupDatas', groupDataRequest, ({ app, input }) => groupData(app, input)),
  defineRoute('/api/destination/v1/poi/queryPOIColumnAndlabel', destinationIdRequest, ({ app, input }) =>
    columnsAndLabels(app, input.destinationId),
  ),
  defineRoute('/api/destination/v1/poi/queryPOIbylabel', byLabelRequest, ({ app, input }) =>
    destinationPoiPage(app, input),
  ),
  defineRoute('/api/destination/v1/poi/queryNewTagSwitch', destinationIdRequest, ({ app, input }) =>
    newTagSwitch(app, input.destinationId),
  ),
  defineRoute('/api/audio/v1/guide/queryExplainByPoi', poiIdRequest, ({ app, input }) => poiAudio(app, input.poiId)),
  // What is near
  defineRoute('/api/ls/v1/destination/circumjacentRecommend', nearbyRequest, ({ app, input }) => nearby(app, input)),
  defineRoute('/api/destination/v1/address/poi', addressPoiRequest, ({ app, input }) => nearby(app, input)),
  defineRoute('/api/ls/v1/destination/surroundRecommendTab', surroundTabsRequest, ({ app, input }) =>
    surroundTabs(app, input),
  ),
  defineRoute('/api/ls/v1/destination/poiMapRecommend', viewportRequest, ({ app, input }) => inViewport(app, input)),
  // Rankings, guides, information
  defineRoute('/api/destination/v1/treasure/rankList', treasureListRequest, ({ app, input }) =>
    treasureList(app, input),
  ),
  defineRoute('/api/destination/v1/treasure/userInfo', treasureUserRequest, ({ app, user, input }) =>
    treasureUser(app, user, input),
  ),
  defineRoute('/api/destination/v1/queryGlobalStrategyData', guidesRequest, ({ app, input }) => guides(app, input)),
  defineRoute('/api/destination/v1/info/list', guidesRequest, ({ app, input }) => information(app, input)),
  // Proposals
  defineRoute('/api/destination/v1/auditPoi/saveAuditPoi', saveAuditPoiRequest, ({ app, user, input }) =>
    proposePoi(app, requireUser(user), input),
  ),
  defineRoute('/api/service/destination/v1/auditPoi/review', reviewRequest, ({ app, user, input }) =>
    reviewProposal(app, requireUser(user), input),
  ),
  // The viewer's travel map
  defineRoute('/api/service/destination/v1/travelMap/footprint', emptyRequest, ({ app, user }) =>
    footprint(app, requireUser(user)),
  ),
  // Map and the caller's address
  defineRoute('/api/v1/tool/map/authentication', emptyRequest, async ({ app }) => mapSettings(app)),
  defineRoute('/api/ips/v1/myIP', emptyRequest, async ({ request }) => ({ ip: callerIp(request) })),
  defineRoute('/api/ips/v1/country', emptyRequest, ({ app, request }) => ipCountry(app, request)),
];
