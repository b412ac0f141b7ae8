import { debugLogs, formatArgs, type LogLevel } from '../../lib/debug-log';

const LEVELS: readonly LogLevel[] = ['log', 'info', 'warn', 'error', 'debug'];
let installed = false;

/** Copies every console message into the debug console's log; the console itself still prints them. */
export function captureConsole() {
  if (installed) return;
  installed = true;
  for (const level of LEVELS) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      debugLogs.push({ level, text: formatArgs(args) });
      original(...args);
    };
  }
  window.addEventListener('error', (event) => {
    debugLogs.push({ level: 'error', text: formatArgs([event.error ?? event.message]) });
  });
  window.addEventListener('unhandledrejection', (event) => {
    debugLogs.push({ level: 'error', text: `Unhandled rejection: ${formatArgs([event.reason])}` });
  });
}
