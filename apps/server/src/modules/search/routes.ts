import { searchRequest } from '@app/contract';
import { defineRoute } from '../../platform/http/routes.ts';
import { search } from './search-service.ts';

export const searchRoutes = [
  defineRoute('/api/ls/v1/opensearch/search', searchRequest, ({ app, user, input }) => search(app, user, input)),
];
