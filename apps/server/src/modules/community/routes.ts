import { contentRoutes } from './content-routes.ts';
import { noticeRoutes } from './notice-routes.ts';
import { peopleRoutes, topicRoutes } from './people-routes.ts';
import { socialRoutes } from './social-routes.ts';

export const communityRoutes = [...contentRoutes, ...socialRoutes, ...peopleRoutes, ...topicRoutes, ...noticeRoutes];
