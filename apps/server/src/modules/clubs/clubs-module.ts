import type { Module } from '../module.ts';
import { clubRoutes } from './routes.ts';

/** Clubs: the list, join, members with their master, a user's clubs and team, the club behind a DAO id. */
export const clubsModule: Module = { name: 'clubs', routes: clubRoutes };
