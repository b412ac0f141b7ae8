import { isApiError } from '../../../../api/api-error';
import { failureMessage } from '../../../../api/http';
import { common } from '../../../../lib/messages';

/**
 * The words for a failed organiser call. The server's own message wins whenever it answered at all: up, down and
 * delete fail with code -1 (docs/product/activities.md), which the shared client would otherwise read as "offline".
 */
export function failureText(error: unknown): string {
  if (!isApiError(error)) return common.serverFailed;
  if (error.httpStatus !== undefined && error.msg) return error.msg;
  return failureMessage(error);
}
