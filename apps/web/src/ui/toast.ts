import { TOAST_MS } from '@app/rules';

/**
 * Shows an antd-mobile Toast for SPEC.md's 1000 ms. The component (and its mask and animation code) loads on
 * the first call: a toast only ever follows a user action or a failed request, never the first paint.
 */
export function showToast(content: string): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
    Toast.show({ content, duration: TOAST_MS });
  });
}
