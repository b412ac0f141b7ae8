import { pubListRequest } from '@app/contract';
import { defineRoute } from '../../platform/http/routes.ts';
import { listFeed } from './content-service.ts';

export const communityRoutes = [
  defineRoute('/api/content/v1/pub/list', pubListRequest, ({ app, user, input }) => listFeed(app.db, user, input)),
];
