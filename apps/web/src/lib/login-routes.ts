// Read by the route table (the login guard runs first on these) and by identity's start-up token check.

/** docs/product/shell.md: the eight routes that require login. */
export const LOGIN_ROUTES = [
  '/activityEdit',
  '/activitypublisheditsucces',
  '/setactivityticket',
  '/activitycharacteristictag',
  '/editactivitydetail',
  '/releaseDynamic',
  '/location/add',
  '/growth/center',
  // Added beside docs/product/README.md's eight: one's notices (docs/product/notices.md).
  '/messages',
  // Added: one's claimed coupons (docs/product/mall.md "One's coupons").
  '/mine/coupons',
] as const;
