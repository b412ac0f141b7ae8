// docs/product/identity.md's numbers, in one place.
export const LIMITS = {
  captchaTtlSeconds: 5 * 60,
  /** The third wrong answer kills a captcha. */
  captchaMaxWrong: 3,
  smsCodeTtlSeconds: 5 * 60,
  smsCodeMaxChecks: 5,
  smsPhoneIntervalSeconds: 60,
  /** Per phone, over a rolling 24 hours (a calendar day would let 20 through around midnight). */
  smsPhonePerDay: 10,
  /** Per IP: the per-phone limits are the real guard; carrier NAT shares addresses. */
  smsIpPerHour: 30,
  loginIpPerHour: 100,
  passwordFailuresPerHour: 10,
  passwordLockSeconds: 15 * 60,
  ticketTtlSeconds: 10 * 60,
} as const;
