/** What the mall's sections (products, hotels, coupons) need to know of the POI. */
export type PoiSlotInput = { poiId: string; destinationId?: string; lat: number; lng: number };
