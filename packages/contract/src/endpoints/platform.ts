import { emptyResponse, errorReportRequest, healthQuery, trackQuery } from '../schemas/platform.ts';
import { endpoint } from './define.ts';

// platform: the rows of docs/product/api-paths.md, paths byte for byte. Schemas are tightened as each path is built.
export const platformEndpoints = [
  endpoint('/api/log/v1/track', {
    auth: 'none',
    method: 'GET',
    request: trackQuery,
    summary: 'GET: the log tracker (page views, clicks); answers 204',
  }),
  endpoint('/api/log/v1/error', {
    auth: 'none',
    write: true,
    request: errorReportRequest,
    response: emptyResponse,
    summary: 'client error reports (release, environment, message, stack)',
  }),
  endpoint('/healthz', { auth: 'none', method: 'GET', request: healthQuery, summary: 'GET: the process is up' }),
  endpoint('/readyz', {
    auth: 'none',
    method: 'GET',
    request: healthQuery,
    summary: 'GET: the database (and Redis, when configured) answers',
  }),
];
