import { emptyResponse } from '../schemas/platform.ts';
import { emptyRequest } from '../schemas/community.ts';
import {
  contentDeleteRequest,
  contentUpdateRequest,
  contentUpdateResponse,
  reportAddRequest,
  reportAddResponse,
  reportMineRequest,
  reportMineResponse,
  reportReasonsResponse,
} from '../schemas/trust.ts';
import { endpoint } from './define.ts';

// docs/product/api-paths.md "Trust, privacy and operations": one's own posts, and reports.
export const trustEndpoints = [
  endpoint('/api/service/content/v1/pvt/delete', {
    request: contentDeleteRequest,
    response: emptyResponse,
    auth: 'login',
    write: true,
    summary: "delete one's own dynamic or article: its likes, comments and collections go, its rewards are re-checked",
  }),
  endpoint('/api/service/content/v1/pvt/update', {
    request: contentUpdateRequest,
    response: contentUpdateResponse,
    auth: 'login',
    write: true,
    summary: "edit one's own dynamic or article (title, text, images, topic, place) through the content filter again",
  }),
  endpoint('/api/socialcontact/v1/report/reasons', {
    request: emptyRequest,
    response: reportReasonsResponse,
    auth: 'none',
    summary: 'the reasons a report may give, with stable codes',
  }),
  endpoint('/api/service/socialcontact/v1/report/add', {
    request: reportAddRequest,
    response: reportAddResponse,
    auth: 'login',
    write: true,
    idempotent: true,
    summary: 'report a dynamic or article, a comment, a user, an activity or a review; once per user per target',
  }),
  endpoint('/api/service/socialcontact/v1/report/mine', {
    request: reportMineRequest,
    response: reportMineResponse,
    auth: 'login',
    summary: "one's reports and what became of each, newest first, keyset",
  }),
];
