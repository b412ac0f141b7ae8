/** The element the shell leaves for the offline banner (app/shell/app-shell.tsx); start.tsx renders into it. */
export const OFFLINE_BAR_SLOT = 'offline-bar-slot';
