// WGS-84 ↔ GCJ-02, the offset coordinates maps in mainland China use, for the server's answers and the web app's
// map alike. The same formulas and the same bounding box as gcoord, written out for two reasons: gcoord's inverse
// never returns near the box's edge (below), and its `transform` checks its input by building every assertion's
// message, the point turned to text included, before it converts (0.4 µs a point, most of a nearby page's mapping).
// china-coords.test.ts holds these equal to gcoord's.

const A = 6378245; // Krasovsky 1940 semi-major axis
const EE = 0.006693421622965943; // its eccentricity squared
const { sin, cos, sqrt, abs, PI } = Math;

/** gcoord's box for "in China": outside it GCJ-02 is WGS-84. */
const inChinaBox = (lng: number, lat: number) => lng >= 72.004 && lng <= 137.8347 && lat >= 0.8293 && lat <= 55.8271;

function offsetLat(x: number, y: number) {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * sqrt(abs(x));
  r += ((20 * sin(6 * x * PI) + 20 * sin(2 * x * PI)) * 2) / 3;
  r += ((20 * sin(y * PI) + 40 * sin((y / 3) * PI)) * 2) / 3;
  r += ((160 * sin((y / 12) * PI) + 320 * sin((y * PI) / 30)) * 2) / 3;
  return r;
}

function offsetLng(x: number, y: number) {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * sqrt(abs(x));
  r += ((20 * sin(6 * x * PI) + 20 * sin(2 * x * PI)) * 2) / 3;
  r += ((20 * sin(x * PI) + 40 * sin((x / 3) * PI)) * 2) / 3;
  r += ((150 * sin((x / 12) * PI) + 300 * sin((x / 30) * PI)) * 2) / 3;
  return r;
}

/** A WGS-84 point as GCJ-02 (unchanged outside the box). */
export function wgs84ToGcj02(lat: number, lng: number): { lat: number; lng: number } {
  if (!inChinaBox(lng, lat)) return { lat, lng };
  const dLng = offsetLng(lng - 105, lat - 35);
  const dLat = offsetLat(lng - 105, lat - 35);
  const radLat = (lat / 180) * PI;
  let magic = sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = sqrt(magic);
  return {
    lat: lat + (dLat * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * PI),
    lng: lng + (dLng * 180) / ((A / sqrtMagic) * cos(radLat) * PI),
  };
}

/**
 * Rounds of the inverse's iteration: inside China five or fewer reach 1e-6°. Near the box's edge the offset switches
 * on and off between rounds and the iteration never settles (gcoord's loops for ever there, so a client sending such
 * a point held the whole process); bounded, such a point ends where the last round left it, within the offset.
 */
const MAX_ROUNDS = 20;

/** A GCJ-02 point as WGS-84: gcoord's iteration, to within 1e-6° of the point that maps onto it. */
export function gcj02ToWgs84(lat: number, lng: number): { lat: number; lng: number } {
  if (!inChinaBox(lng, lat)) return { lat, lng };
  let wLat = lat;
  let wLng = lng;
  let g = wgs84ToGcj02(wLat, wLng);
  let dLat = g.lat - lat;
  let dLng = g.lng - lng;
  for (let round = 0; round < MAX_ROUNDS && (abs(dLng) > 1e-6 || abs(dLat) > 1e-6); round++) {
    wLng -= dLng;
    wLat -= dLat;
    g = wgs84ToGcj02(wLat, wLng);
    dLat = g.lat - lat;
    dLng = g.lng - lng;
  }
  return { lat: wLat, lng: wLng };
}

const BAIDU_FACTOR = (PI * 3000) / 180;

/** A WGS-84 point as 百度's BD-09: its offset applied to the GCJ-02 point, everywhere (gcoord's composition). */
export function wgs84ToBd09(lat: number, lng: number): { lat: number; lng: number } {
  const { lat: y, lng: x } = wgs84ToGcj02(lat, lng);
  const z = sqrt(x * x + y * y) + 0.00002 * sin(y * BAIDU_FACTOR);
  const theta = Math.atan2(y, x) + 0.000003 * cos(x * BAIDU_FACTOR);
  return { lat: z * sin(theta) + 0.006, lng: z * cos(theta) + 0.0065 };
}
