import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ConsolePath } from './api';
import { M } from './messages';

/** One screen of the console: where it lives, its menu group, and the path it cannot work without. */
export interface Screen {
  key: string;
  route: string;
  label: string;
  group?: keyof typeof GROUPS;
  /** Shown only when the operator's roles open this path (auth/me's `paths`: the server's policy). */
  needs: ConsolePath;
  Component: LazyExoticComponent<ComponentType>;
}

export const GROUPS = {
  moderation: M.menu.moderation,
  catalog: M.menu.catalog,
  growth: M.menu.growth,
  operations: M.menu.operations,
  system: M.menu.system,
} as const;

// Each screen is its own chunk, loaded when first opened: the console's first load is the sign-in page and the shell.
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

export const SCREENS: Screen[] = [
  {
    key: 'dashboard',
    route: '/dashboard',
    label: M.menu.dashboard,
    needs: '/api/console/v1/dashboard/summary',
    Component: screen(() => import('./screens/dashboard'), 'Dashboard'),
  },
  {
    key: 'reports',
    route: '/reports',
    label: M.menu.reports,
    group: 'moderation',
    needs: '/api/console/v1/reports/list',
    Component: screen(() => import('./screens/report-queue'), 'ReportQueue'),
  },
  {
    key: 'held',
    route: '/held',
    label: M.menu.held,
    group: 'moderation',
    needs: '/api/console/v1/held/list',
    Component: screen(() => import('./screens/held-content'), 'HeldContent'),
  },
  {
    key: 'words',
    route: '/sensitive-words',
    label: M.menu.words,
    group: 'moderation',
    needs: '/api/console/v1/sensitiveWords/list',
    Component: screen(() => import('./screens/sensitive-words'), 'SensitiveWords'),
  },
  {
    key: 'people',
    route: '/people',
    label: M.menu.people,
    needs: '/api/console/v1/people/search',
    Component: screen(() => import('./screens/people'), 'People'),
  },
  {
    key: 'products',
    route: '/products',
    label: M.menu.products,
    group: 'catalog',
    needs: '/api/console/v1/products/list',
    Component: screen(() => import('./screens/products'), 'Products'),
  },
  {
    key: 'coupons',
    route: '/coupons',
    label: M.menu.coupons,
    group: 'catalog',
    needs: '/api/console/v1/coupons/list',
    Component: screen(() => import('./screens/coupons'), 'Coupons'),
  },
  {
    key: 'hotels',
    route: '/hotels',
    label: M.menu.hotels,
    group: 'catalog',
    needs: '/api/console/v1/hotels/list',
    Component: screen(() => import('./screens/hotels'), 'Hotels'),
  },
  {
    key: 'promotions',
    route: '/promotions',
    label: M.menu.promotions,
    group: 'catalog',
    needs: '/api/console/v1/promotions/list',
    Component: screen(() => import('./screens/promotions'), 'Promotions'),
  },
  {
    key: 'tasks',
    route: '/tasks',
    label: M.menu.tasks,
    group: 'growth',
    needs: '/api/console/v1/tasks/list',
    Component: screen(() => import('./screens/tasks'), 'Tasks'),
  },
  {
    key: 'sign',
    route: '/sign-calendar',
    label: M.menu.sign,
    group: 'growth',
    needs: '/api/console/v1/sign/calendar',
    Component: screen(() => import('./screens/sign-calendar'), 'SignCalendar'),
  },
  {
    key: 'levels',
    route: '/levels',
    label: M.menu.levels,
    group: 'growth',
    needs: '/api/console/v1/levels/list',
    Component: screen(() => import('./screens/levels'), 'Levels'),
  },
  {
    key: 'points',
    route: '/points',
    label: M.menu.points,
    group: 'growth',
    needs: '/api/console/v1/points/ledger',
    Component: screen(() => import('./screens/points'), 'Points'),
  },
  {
    key: 'applications',
    route: '/publisher-applications',
    label: M.menu.applications,
    group: 'operations',
    needs: '/api/console/v1/publisherApplications/list',
    Component: screen(() => import('./screens/publisher-applications'), 'PublisherApplications'),
  },
  {
    key: 'activities',
    route: '/activities',
    label: M.menu.activities,
    group: 'operations',
    needs: '/api/console/v1/activities/list',
    Component: screen(() => import('./screens/activities'), 'Activities'),
  },
  {
    key: 'proposals',
    route: '/place-proposals',
    label: '地点提议',
    group: 'operations',
    needs: '/api/console/v1/places/proposals',
    Component: screen(() => import('./screens/place-proposals'), 'PlaceProposals'),
  },
  {
    key: 'poi',
    route: '/poi',
    label: M.menu.poi,
    group: 'operations',
    needs: '/api/console/v1/places/poi',
    Component: screen(() => import('./screens/poi-edit'), 'PoiEdit'),
  },
  {
    key: 'topics',
    route: '/topics',
    label: M.menu.topics,
    group: 'operations',
    needs: '/api/console/v1/topics/list',
    Component: screen(() => import('./screens/topics'), 'Topics'),
  },
  {
    key: 'channels',
    route: '/channels',
    label: '渠道配置',
    group: 'operations',
    needs: '/api/console/v1/channels/list',
    Component: screen(() => import('./screens/channels'), 'Channels'),
  },
  {
    key: 'adverts',
    route: '/adverts',
    label: M.menu.adverts,
    group: 'operations',
    needs: '/api/console/v1/adverts/list',
    Component: screen(() => import('./screens/adverts'), 'Adverts'),
  },
  {
    key: 'operators',
    route: '/operators',
    label: M.menu.operators,
    group: 'system',
    needs: '/api/console/v1/operators/list',
    Component: screen(() => import('./screens/operators'), 'Operators'),
  },
  {
    key: 'audit',
    route: '/audit',
    label: M.menu.audit,
    group: 'system',
    needs: '/api/console/v1/audit/list',
    Component: screen(() => import('./screens/audit-log'), 'AuditLog'),
  },
];

/** The screens these paths open, in menu order. */
export const screensFor = (paths: readonly string[]) => SCREENS.filter((s) => paths.includes(s.needs));
