import { z } from 'zod';
import { authorRef, cursor, id, imageRef, keysetPage, numberedPage, pageSize } from './common.ts';
import { commentRow } from './community-social.ts';

// Destinations and places (docs/product/api-paths.md). Destination and POI ids are numbers (all
// below 2^53); docs/product/places.md pseudo-entries 9999 and 1000001 are numbers too.

export const RECOMMENDED_REGION_ID = 9999;
export const CHINA_REGION_ID = 1000001;
export const CHINA_COUNTRY_ID = 7;

const lat = z.coerce.number().min(-90).max(90);
const lng = z.coerce.number().min(-180).max(180);
/** Coordinates the client sends or wants: WGS-84 (GPS, most maps abroad) or GCJ-02 (maps in mainland China). */
export const coordType = z.enum(['wgs84', 'gcj02']).default('wgs84');
const numbered = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize,
};
const keyword = z.string().trim().min(1).max(60);

export const destinationRef = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  pinyin: z.string(),
  initials: z.string(),
  firstLetter: z.string(),
  /** 1 continent, 2 country or province of China, 3 city. */
  level: z.number().int(),
  kind: z.enum(['continent', 'country', 'province', 'city']),
  parentId: z.number().int().nullable(),
  countryId: z.number().int().nullable(),
  countryCode: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  population: z.number().int(),
  isDomestic: z.boolean(),
});
export type DestinationRef = z.infer<typeof destinationRef>;

/** docs/product/places.md's destination region. */
export interface RegionEntry {
  id: number;
  name: string;
  nameEn: string;
  level: number;
  countryId: number | null;
  firstLetter: string;
  subsetList: RegionEntry[];
  cityVoList: DestinationRef[];
  selectId: number | null;
}
export const regionEntry: z.ZodType<RegionEntry> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    nameEn: z.string(),
    level: z.number().int(),
    countryId: z.number().int().nullable(),
    firstLetter: z.string(),
    subsetList: z.array(regionEntry),
    cityVoList: z.array(destinationRef),
    selectId: z.number().int().nullable(),
  }),
);

export const destinationRows = z.object({ rows: z.array(destinationRef) });

export const continentsResponse = z.object({ rows: z.array(regionEntry) });
export const countryDestinationRequest = z.object({ continentCode: z.string().length(2).optional() });
export const countryDestinationResponse = z.object({
  rows: z.array(destinationRef.extend({ cityCount: z.number().int() })),
});
export const regionPageRequest = z.object({ regionId: id, ...numbered });
export const destinationPage = numberedPage(destinationRef);
export const continentDestinationsRequest = z.object({
  continentRegionId: id,
  pageNo: z.coerce.number().int().min(1).default(1),
  /** docs/product/places.md: the continent list asks for 1000 at once. */
  pageSize: z.coerce.number().int().min(1).max(1000).default(1000),
  source: z.coerce.number().int().default(1),
});
export const provincesResponse = z.object({
  rows: z.array(destinationRef.extend({ cityVoList: z.array(destinationRef) })),
});
export const reverseGeoRequest = z.object({ lat, lng, coordType });
export const reverseGeoResponse = z.object({
  city: destinationRef.nullable(),
  country: destinationRef.nullable(),
  /** Metres from the point to the city's centre. */
  distance: z.number().int().nullable(),
});
export const matchRequest = z.object({ keyword, pageSize: pageSize.default(20) });
export const matchResponse = z.object({
  rows: z.array(destinationRef.extend({ match: z.enum(['exact', 'prefix', 'contains']) })),
});
export const queryRegionByNameRequest = z.object({ name: keyword, pageSize: pageSize.default(20) });
export const destinationIdRequest = z.object({ destinationId: id });
export const getDestinationRequest = z.object({ id });
export const destinationDetail = destinationRef.extend({
  tags: z.array(z.string()),
  country: destinationRef.nullable(),
  continent: destinationRef.nullable(),
  poiCount: z.number().int(),
});
export const domesticResponse = z.object({ domestic: z.boolean() });
export const tagsResponse = z.object({ rows: z.array(z.object({ tag: z.string(), count: z.number().int() })) });
export const filterRequest = z.object({
  tag: z.string().max(20).optional(),
  level: z.coerce.number().int().min(1).max(3).optional(),
  regionId: id.optional(),
  ...numbered,
});
export const recommendGroupResponse = z.object({
  rows: z.array(z.object({ name: z.string(), destinations: z.array(destinationRef) })),
});

// ---- POIs ----

export const poiKind = z.enum(['sight', 'food', 'shopping', 'fun', 'hotel', 'transport']);
export const poiCard = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  kind: poiKind,
  destinationId: z.number().int(),
  /** WGS-84. */
  lat: z.number(),
  lng: z.number(),
  /** The same point in GCJ-02, for maps in mainland China. */
  gcj02: z.object({ lat: z.number(), lng: z.number() }),
  address: z.string(),
  cover: imageRef.nullable(),
  score: z.number(),
  popularity: z.number().int(),
});
export type PoiCard = z.infer<typeof poiCard>;
export const nearPoiCard = poiCard.extend({ distance: z.number().int() });

export const poiIdRequest = z.object({ poiId: id });
export const poiInfoRequest = poiIdRequest.extend({ coordType });
export const notice = z.object({
  kind: z.enum(['hours', 'ticket', 'tip', 'traffic']),
  title: z.string(),
  body: z.string(),
});
export const poiInfoResponse = poiCard.extend({
  intro: z.string(),
  phone: z.string(),
  photos: z.array(imageRef),
  labels: z.array(z.string()),
  notices: z.array(notice),
  destination: destinationRef.nullable(),
  wantToGo: z.object({ count: z.number().int(), wanted: z.boolean() }),
  audioCount: z.number().int(),
  /** The community's evaluations of the POI: how many, the average score (1–5) and the newest few. */
  evaluation: z.object({ count: z.number().int(), average: z.number(), latest: z.array(commentRow) }),
});
export const poiNoticeResponse = z.object({ rows: z.array(notice) });
export const poiListRequest = z.object({ destinationId: id, kind: poiKind.optional(), cursor, pageSize });
export const poiKeysetPage = keysetPage(poiCard);
export const nearbyRequest = z
  .object({
    poiId: id.optional(),
    lat: lat.optional(),
    lng: lng.optional(),
    coordType,
    kind: poiKind.optional(),
    /** Metres around the point; 5 km unless asked, at most 50 km. */
    radius: z.coerce.number().int().min(50).max(50_000).default(5000),
    cursor,
    pageSize,
  })
  .refine((v) => v.poiId !== undefined || (v.lat !== undefined && v.lng !== undefined), {
    message: 'poiId 或 lat/lng',
    path: ['lat'],
  });
export const nearbyPage = keysetPage(nearPoiCard);
export const addressPoiRequest = z.object({
  lat,
  lng,
  coordType,
  keyword: z.string().trim().max(60).optional(),
  radius: z.coerce.number().int().min(50).max(50_000).default(3000),
  cursor,
  pageSize,
});
export const surroundTabsRequest = z
  .object({ poiId: id.optional(), lat: lat.optional(), lng: lng.optional(), coordType })
  .refine((v) => v.poiId !== undefined || (v.lat !== undefined && v.lng !== undefined), {
    message: 'poiId 或 lat/lng',
    path: ['lat'],
  });
export const surroundTabsResponse = z.object({
  radius: z.number().int(),
  rows: z.array(z.object({ key: poiKind, name: z.string(), count: z.number().int() })),
});
export const viewportRequest = z.object({
  minLat: lat,
  minLng: lng,
  maxLat: lat,
  maxLng: lng,
  coordType,
  kind: poiKind.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const viewportResponse = z.object({ rows: z.array(poiCard), more: z.boolean() });
export const groupsResponse = z.object({
  rows: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      intro: z.string(),
      coverUrl: z.string().nullable(),
      poiCount: z.number().int(),
    }),
  ),
});
export const groupDataRequest = z.object({ groupId: id, ...numbered });
export const poiNumberedPage = numberedPage(poiCard);
export const poiColumnsResponse = z.object({
  columns: z.array(z.object({ key: poiKind, name: z.string(), count: z.number().int() })),
  labels: z.array(z.object({ label: z.string(), count: z.number().int() })),
});
export const byLabelRequest = z.object({ destinationId: id, label: z.string().min(1).max(20), cursor, pageSize });
export const tagSwitchResponse = z.object({ on: z.boolean() });
export const audioTracksResponse = z.object({
  rows: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string(), duration: z.number().int() })),
});

// ---- treasure users, guides, proposals ----

export const TREASURE_FORMULA = '得分 = 在该目的地发布的内容数 × 10 + 这些内容获得的点赞数 × 2（每小时重新计算）';
export const treasureRow = z.object({
  rank: z.number().int(),
  user: authorRef,
  score: z.number().int(),
  contentCount: z.number().int(),
  likeCount: z.number().int(),
});
export const treasureListRequest = z.object({ destinationId: id, ...numbered });
export const treasureListResponse = numberedPage(treasureRow).extend({
  formula: z.string(),
  computedAt: z.string().nullable(),
});
export const treasureUserRequest = z.object({ destinationId: id, userId: z.string().max(40).optional() });
export const treasureUserResponse = z.object({
  ranked: z.boolean(),
  rank: z.number().int().nullable(),
  score: z.number().int(),
  contentCount: z.number().int(),
  likeCount: z.number().int(),
  formula: z.string(),
});
export const guidesRequest = z.object({ destinationId: id.optional(), cursor, pageSize });

export const saveAuditPoiRequest = z.object({
  name: z.string().trim().min(2).max(60),
  lat,
  lng,
  coordType,
  kind: poiKind.default('sight'),
  address: z.string().trim().max(200).default(''),
  intro: z.string().trim().max(1000).default(''),
  destinationId: id.optional(),
});
export const proposalResponse = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  poiId: z.number().int().nullable(),
});
export const reviewRequest = z.object({
  id,
  approve: z.boolean(),
  reason: z.string().trim().max(200).default(''),
});

// ---- map and IP ----

export const mapAuthResponse = z.object({
  /** 'tiles': a raster tile source from MAP_TILE_URL; 'offline': our own outlines (world-atlas). */
  provider: z.enum(['tiles', 'offline']),
  tileUrl: z.string().nullable(),
  /** The coordinate system the tiles are drawn in: markers are converted to it. */
  coordType: z.enum(['wgs84', 'gcj02']),
  attribution: z.string(),
  offlineUrl: z.string(),
  maxZoom: z.number().int(),
});
export const myIpResponse = z.object({ ip: z.string() });
export const ipCountryResponse = z.object({
  ip: z.string(),
  countryCode: z.string().nullable(),
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
});

// ---- the viewer's travel map (/travelMap) ----

export const footprintRow = z.object({
  /** A POI, or null for a destination the content was tagged with directly. */
  poiId: z.number().int().nullable(),
  destinationId: z.number().int().nullable(),
  name: z.string(),
  /** WGS-84. */
  lat: z.number(),
  lng: z.number(),
  city: z.string(),
  /** Where it comes from: content the viewer published there, and/or the viewer's want-to-go. */
  fromContent: z.boolean(),
  wanted: z.boolean(),
});
export const footprintResponse = z.object({
  countries: z.number().int(),
  cities: z.number().int(),
  rows: z.array(footprintRow),
});
