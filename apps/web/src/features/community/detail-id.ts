import { isApiError } from '../../api/api-error';

/**
 * Whether an address's id can name a content row (or a comment): a positive whole number within the server's id
 * range. Anything else ('', 'abc', '1.5', '-3') is shown as not found at once, never sent to answer '参数错误：id'.
 */
export const isContentId = (id: string | null | undefined): id is string =>
  /^[1-9]\d*$/.test(id ?? '') && Number.isSafeInteger(Number(id));

/** Missing, deleted, or by someone the viewer blocked: the server answers 404 for all three. */
export const isMissingError = (e: unknown) => isApiError(e) && (e.code === 404 || e.httpStatus === 404);
