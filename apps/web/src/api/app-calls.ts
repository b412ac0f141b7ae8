import { OS_VERSION, usesImV3 } from '@app/rules';

// Calls whose path or body depend on the app (docs/product/shell.md): message threads switch to the v3 path
// from app version 8.4.0 with imVersion 'CSB', and both they and the share config send osVersion 8.3.4.

export const IM_V1_PATH = '/api/community/v1/im/findUserIms';
export const IM_V3_PATH = '/api/community/v3/im/findUserIms';
export const SHARE_CONFIG_PATH = '/api/community/v1/share/findConfigInfoByKey';

export type CallSpec = { path: string; body: Record<string, unknown> };

export function messageThreadsCall(appVer: string | null | undefined, body: Record<string, unknown> = {}): CallSpec {
  return usesImV3(appVer)
    ? { path: IM_V3_PATH, body: { ...body, osVersion: OS_VERSION, imVersion: 'CSB' } }
    : { path: IM_V1_PATH, body: { ...body, osVersion: OS_VERSION } };
}

export function shareConfigCall(key: string): CallSpec {
  return { path: SHARE_CONFIG_PATH, body: { key, osVersion: OS_VERSION } };
}
