import {
  consoleCouponCreateRequest,
  consoleCouponGetRequest,
  consoleCouponListRequest,
  consoleCouponUpdateRequest,
  consoleEmpty,
  consoleHotelCreateRequest,
  consoleHotelGetRequest,
  consoleHotelListRequest,
  consoleHotelUpdateRequest,
  consoleLevelsSaveRequest,
  consolePointsAdjustRequest,
  consolePointsLedgerRequest,
  consoleProductCreateRequest,
  consoleProductGetRequest,
  consoleProductListRequest,
  consoleProductUpdateRequest,
  consolePromotionCreateRequest,
  consolePromotionListRequest,
  consolePromotionRemoveRequest,
  consolePromotionUpdateRequest,
  consoleSetStatusRequest,
  consoleSignDaySaveRequest,
  consoleTaskCreateRequest,
  consoleTaskListRequest,
  consoleTaskUpdateRequest,
} from '@app/contract';
import { defineRoute, requireOperator, type RouteContext } from '../../platform/http/routes.ts';
import { adminLevels, adminSignCalendar, adminTaskList } from '../growth/index.ts';
import {
  adminCoupon,
  adminCouponList,
  adminHotel,
  adminHotelList,
  adminProductDetail,
  adminProductList,
  adminPromotionList,
} from '../mall/index.ts';
import { actorOf } from './audit-service.ts';
import {
  couponCreate,
  couponUpdate,
  hotelCreate,
  hotelSetStatus,
  hotelUpdate,
  levelsSave,
  pointsAdjust,
  pointsLedger,
  productCreate,
  productSetStatus,
  productUpdate,
  promotionCreate,
  promotionRemove,
  promotionUpdate,
  signDaySave,
  taskCreate,
  taskUpdate,
} from './catalog-service.ts';

// The console's catalog and growth paths (docs/product/console-catalog.md): reads ask the owning area directly,
// writes go through catalog-service.ts (the area's write and its audit line in one transaction).

const actor = (c: RouteContext<unknown>) => actorOf(requireOperator(c.operator), c.request.ip);

export const consoleCatalogRoutes = [
  defineRoute('/api/console/v1/products/list', consoleProductListRequest, (c) => adminProductList(c.app.db, c.input)),
  defineRoute('/api/console/v1/products/get', consoleProductGetRequest, (c) =>
    adminProductDetail(c.app.db, c.input.id),
  ),
  defineRoute('/api/console/v1/products/create', consoleProductCreateRequest, (c) =>
    productCreate(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/products/update', consoleProductUpdateRequest, (c) =>
    productUpdate(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/products/setStatus', consoleSetStatusRequest, (c) =>
    productSetStatus(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/hotels/list', consoleHotelListRequest, (c) => adminHotelList(c.app.db, c.input)),
  defineRoute('/api/console/v1/hotels/get', consoleHotelGetRequest, (c) => adminHotel(c.app.db, c.input.id)),
  defineRoute('/api/console/v1/hotels/create', consoleHotelCreateRequest, (c) => hotelCreate(c.app, actor(c), c.input)),
  defineRoute('/api/console/v1/hotels/update', consoleHotelUpdateRequest, (c) => hotelUpdate(c.app, actor(c), c.input)),
  defineRoute('/api/console/v1/hotels/setStatus', consoleSetStatusRequest, (c) =>
    hotelSetStatus(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/coupons/list', consoleCouponListRequest, (c) => adminCouponList(c.app.db, c.input)),
  defineRoute('/api/console/v1/coupons/get', consoleCouponGetRequest, (c) => adminCoupon(c.app.db, c.input.id)),
  defineRoute('/api/console/v1/coupons/create', consoleCouponCreateRequest, (c) =>
    couponCreate(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/coupons/update', consoleCouponUpdateRequest, (c) =>
    couponUpdate(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/promotions/list', consolePromotionListRequest, (c) =>
    adminPromotionList(c.app.db, c.input),
  ),
  defineRoute('/api/console/v1/promotions/create', consolePromotionCreateRequest, (c) =>
    promotionCreate(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/promotions/update', consolePromotionUpdateRequest, (c) =>
    promotionUpdate(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/promotions/remove', consolePromotionRemoveRequest, (c) =>
    promotionRemove(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/tasks/list', consoleTaskListRequest, (c) => adminTaskList(c.app.db, c.input.kind)),
  defineRoute('/api/console/v1/tasks/create', consoleTaskCreateRequest, (c) => taskCreate(c.app, actor(c), c.input)),
  defineRoute('/api/console/v1/tasks/update', consoleTaskUpdateRequest, (c) => taskUpdate(c.app, actor(c), c.input)),
  defineRoute('/api/console/v1/sign/calendar', consoleEmpty, (c) => adminSignCalendar(c.app.db)),
  defineRoute('/api/console/v1/sign/saveDay', consoleSignDaySaveRequest, (c) => signDaySave(c.app, actor(c), c.input)),
  defineRoute('/api/console/v1/levels/list', consoleEmpty, (c) => adminLevels(c.app.db)),
  defineRoute('/api/console/v1/levels/save', consoleLevelsSaveRequest, (c) => levelsSave(c.app, actor(c), c.input)),
  defineRoute('/api/console/v1/points/adjust', consolePointsAdjustRequest, (c) =>
    pointsAdjust(c.app, actor(c), c.input),
  ),
  defineRoute('/api/console/v1/points/ledger', consolePointsLedgerRequest, (c) => pointsLedger(c.app, c.input)),
];
