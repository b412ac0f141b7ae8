import { emptyRequest } from '../schemas/community.ts';
import {
  noticeListRequest,
  noticeListResponse,
  noticeReadRequest,
  noticeReadResponse,
  noticeUnreadResponse,
} from '../schemas/notices.ts';
import { endpoint } from './define.ts';

// notices (消息): docs/product/api-paths.md's "Trust, privacy and operations" rows for one's notices, paths byte for byte.
export const noticesEndpoints = [
  endpoint('/api/service/socialcontact/v1/notice/list', {
    request: noticeListRequest,
    response: noticeListResponse,
    auth: 'login',
    summary:
      "one's notices by kind (likes and collects, comments and replies, new followers, system: moderation outcomes, rewards, activity changes), keyset",
  }),
  endpoint('/api/service/socialcontact/v1/notice/unread', {
    request: emptyRequest,
    response: noticeUnreadResponse,
    auth: 'login',
    summary: 'unread counts per kind',
  }),
  endpoint('/api/service/socialcontact/v1/notice/read', {
    request: noticeReadRequest,
    response: noticeReadResponse,
    auth: 'login',
    write: true,
    summary: 'mark notices read (by kind or ids)',
  }),
];
