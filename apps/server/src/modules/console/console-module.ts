import type { Module } from '../module.ts';
import { consoleRoutes } from './routes.ts';
import { checkOperatorsTwoFactor } from './startup-check.ts';

/** The operations console's server side: operators, their sessions, roles, and the audit trail. */
export const consoleModule: Module = {
  name: 'console',
  routes: consoleRoutes,
  // Runs while the app is built, so a production start with an operator lacking two-factor stops before listening.
  register: (_app, ctx) => checkOperatorsTwoFactor(ctx),
};
