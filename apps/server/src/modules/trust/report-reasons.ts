import { REPORT_REASON_CODES } from '@app/contract';

type ReasonCode = (typeof REPORT_REASON_CODES)[number];

/** The reasons a report may give (docs/product/trust.md, "Reports"): stable codes, Chinese names. */
export const REPORT_REASONS: Record<ReasonCode, string> = {
  porn: '色情低俗',
  political: '政治敏感',
  illegal: '违法违规',
  advert: '广告营销',
  abuse: '人身攻击',
  fake: '虚假信息',
  infringement: '侵权',
  minor: '未成年人相关',
  other: '其他',
};

export const reasonName = (code: string) => REPORT_REASONS[code as ReasonCode] ?? code;

export const reportReasons = () => ({
  rows: REPORT_REASON_CODES.map((code) => ({ code, name: REPORT_REASONS[code] })),
});
