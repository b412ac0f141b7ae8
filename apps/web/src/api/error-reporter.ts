import { createReportGate, describeError, errorReport } from '../lib/error-report';
import { apiAddress } from './http';

// Error reporting (docs/product/shell.md): uncaught errors and unhandled rejections go to /api/log/v1/error with
// the release and environment they happened in. Plain fetch, not post(): a failing report must not toast.

export const ERROR_PATH = '/api/log/v1/error';

export function installErrorReporter(context: { release: string; environment: string }) {
  const gate = createReportGate();
  const send = (reason: unknown) => {
    const { message, stack } = describeError(reason);
    if (!gate(message)) return;
    const body = errorReport({ ...context, message, stack, page: window.location.pathname });
    void fetch(apiAddress(ERROR_PATH), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  };
  // Without capture only script errors reach window; a failed image is the image's own business.
  window.addEventListener('error', (event) => send(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => send(event.reason));
}
