import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';

// docs/product/activities.md: an activity add, draft, edit or calendar call that fails answers code 1 '网络繁忙，请稍后再试';
// a delete, up or down that fails answers code -1. Refusals (403, 404, a rule's reason) keep their own codes.

export const BUSY = '网络繁忙，请稍后再试';
export const ACTION_FAILED = '操作失败，请稍后再试';

class FailedAction extends AppError {
  constructor() {
    super('refused', ACTION_FAILED);
    Object.defineProperty(this, 'code', { value: -1 });
  }
}

async function guarded<T>(request: FastifyRequest, work: () => Promise<T>, failure: () => AppError): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    request.log.error({ err }, 'activity call failed');
    throw failure();
  }
}

export const orBusy = <T>(request: FastifyRequest, work: () => Promise<T>) =>
  guarded(request, work, () => new AppError('refused', BUSY));

export const orFailed = <T>(request: FastifyRequest, work: () => Promise<T>) =>
  guarded(request, work, () => new FailedAction());
