import { channelConfigRequest } from '@app/contract';
import { defineRoute } from '../../platform/http/routes.ts';
import { channelConfig } from './channel-service.ts';

export const channelRoutes = [
  defineRoute('/api/channel/cnf/v1/channelConfig', channelConfigRequest, ({ app, input }) => channelConfig(app, input)),
];
