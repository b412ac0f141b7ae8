import { calendarRequest, calendarResponse } from '../schemas/activities.ts';
import { endpoint } from './define.ts';

// places: the rows of ENDPOINTS.md, paths byte for byte. Schemas are tightened as each path is built.
export const placesEndpoints = [
  endpoint('/api/ls/v1/destination/countryDestination', { auth: 'none', summary: 'countries with destinations' }),
  endpoint('/api/ls/v1/destination/findDestinationCityByRegion', { auth: 'none', summary: 'cities of a region' }),
  endpoint('/api/ls/v1/destination/findAllDestinationByContinentRegionId', {
    auth: 'none',
    summary: 'all destinations of a continent (page size 1000, page 1, source 1)',
  }),
  endpoint('/api/ls/v1/destination/findDestinationProvince', {
    auth: 'none',
    summary: 'provinces of China with their cities',
  }),
  endpoint('/api/ls/v1/destination/queryChinaDestination', { auth: 'none', summary: "China's destinations" }),
  endpoint('/api/ls/v1/destination/reverseGeo', {
    auth: 'none',
    summary: 'the destination (city, country) nearest a coordinate',
  }),
  endpoint('/api/ls/v1/destination/poiInfo', { auth: 'opt', summary: 'one POI' }),
  endpoint('/api/ls/v1/destination/queryDtasPageList', { auth: 'none', summary: "a destination's POIs, paged" }),
  endpoint('/api/ls/v1/destination/surroundRecommendTab', {
    auth: 'none',
    summary: 'tabs of the nearby recommendations',
  }),
  endpoint('/api/ls/v1/destination/poiNotice', { auth: 'none', summary: "a POI's notices (opening hours, tips)" }),
  endpoint('/api/ls/v1/destination/poiCoupon', { auth: 'opt', summary: 'coupons usable at a POI' }),
  endpoint('/api/ls/v1/destination/circumjacentRecommend', {
    auth: 'opt',
    summary: 'what is near a POI or coordinate: POIs, hotels, products, ordered by distance',
  }),
  endpoint('/api/ls/v1/destination/isDomesticDestination', {
    auth: 'none',
    summary: 'whether a destination is in mainland China',
  }),
  endpoint('/api/ls/v1/destination/poiMapRecommend', { auth: 'none', summary: 'POIs inside a map viewport' }),
  endpoint('/api/ls/v1/destination/onlineDestinationByRegionId', {
    auth: 'none',
    summary: 'online destinations of a region',
  }),
  endpoint('/api/ls/v1/destination/findAllTagMain', { auth: 'none', summary: 'destination tags' }),
  endpoint('/api/destination/v1/getAllRegionContinents', {
    auth: 'none',
    summary:
      'continents, with the recommended-cities (id 9999, level 3) and China (id 1000001, level 2, countryId 7) entries first',
  }),
  endpoint('/api/destination/v1/group/recommendGroup', { auth: 'none', summary: 'recommended destination groups' }),
  endpoint('/api/destination/v1/matchNewDestinations', {
    auth: 'none',
    summary: 'destinations matching a typed name (Chinese, English, pinyin, initials)',
  }),
  endpoint('/api/destination/v1/list/filter', { auth: 'none', summary: 'destinations by filter (tag, level, region)' }),
  endpoint('/api/destination/v1/address/poi', {
    auth: 'none',
    summary: 'POIs near an address or coordinate, for picking a location',
  }),
  endpoint('/api/destination/v1/poi/queryGroups', { auth: 'none', summary: 'POI groups of a destination' }),
  endpoint('/api/destination/v1/poi/queryGroupDatas', { auth: 'none', summary: 'POIs of a group' }),
  endpoint('/api/destination/v1/poi/queryJegoListByPoiId', { auth: 'none', summary: 'products linked to a POI' }),
  endpoint('/api/destination/v1/poi/queryJegoListDataByDestinationId', {
    auth: 'none',
    summary: 'product data of a destination',
  }),
  endpoint('/api/destination/v1/poi/queryJegoListByDestinationId', {
    auth: 'none',
    summary: 'products of a destination',
  }),
  endpoint('/api/destination/v1/poi/queryPOIColumnAndlabel', {
    auth: 'none',
    summary: 'POI columns and labels of a destination',
  }),
  endpoint('/api/destination/v1/poi/queryPOIbylabel', { auth: 'none', summary: 'POIs by label' }),
  endpoint('/api/destination/v1/poi/queryNewTagSwitch', {
    auth: 'none',
    summary: 'whether the new tag layout is on for a destination',
  }),
  endpoint('/api/destination/v1/poi/queryHotelColumn', { auth: 'none', summary: 'hotel column of a destination' }),
  endpoint('/api/destination/v1/treasure/rankList', { auth: 'opt', summary: 'treasure-user ranking (/rankList)' }),
  endpoint('/api/destination/v1/treasure/userInfo', { auth: 'opt', summary: "one treasure user's standing" }),
  endpoint('/api/destination/v1/getDestinationById', { auth: 'none', summary: 'one destination' }),
  endpoint('/api/destination/v1/queryGlobalStrategyData', {
    auth: 'none',
    summary: 'destination guides (/strategyList)',
  }),
  endpoint('/api/destination/v1/info/list', {
    auth: 'none',
    summary: "information articles of a destination and its activities (failure: code 1, '网络繁忙，请稍后再试')",
  }),
  endpoint('/api/destination/v1/info/aCalendar', {
    request: calendarRequest,
    response: calendarResponse,
    auth: 'none',
    summary:
      "the activity calendar (/activityCalendar): activities by date, for a destination or all (failure: code 1, '网络繁忙，请稍后再试')",
  }),
  endpoint('/api/destination/v1/auditPoi/saveAuditPoi', {
    auth: 'login',
    write: true,
    summary: 'propose a new POI (/location/add), held for review',
  }),
  endpoint('/api/region/v1/queryRegionByName', { auth: 'none', summary: 'regions by name' }),
  endpoint('/api/v1/tool/map/authentication', {
    auth: 'none',
    summary: 'map provider key and settings for the client',
  }),
  endpoint('/api/audio/v1/guide/queryExplainByPoi', { auth: 'none', summary: 'audio guide tracks of a POI' }),
  endpoint('/api/ips/v1/myIP', { auth: 'none', summary: "the caller's IP address" }),
  endpoint('/api/ips/v1/country', { auth: 'none', summary: "the caller's country from its IP" }),
];
