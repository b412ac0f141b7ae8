import { createContext, useContext } from 'react';
import type { ConsolePath, Output } from './api';

export type Me = Output<'/api/console/v1/auth/me'>;

/** The signed-in operator, as auth/me answered: screens ask it which paths (so which buttons) they may offer. */
export const MeContext = createContext<Me | null>(null);

/** Whether the operator's roles open this path (the server would refuse it otherwise). */
export function useCan(path: ConsolePath): boolean {
  return useContext(MeContext)?.paths.includes(path) ?? false;
}

/** The signed-in operator. */
export const useMe = () => useContext(MeContext);
