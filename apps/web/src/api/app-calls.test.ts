import { ENDPOINT_BY_PATH } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { IM_V1_PATH, IM_V3_PATH, messageThreadsCall, SHARE_CONFIG_PATH, shareConfigCall } from './app-calls';
import { UPLOAD_PATH, UPLOAD_TOKEN_PATH } from './upload';
import { USER_INFO_PATH } from './user-info';
import { WECHAT_CONFIG_PATH } from './wechat-config';
import { ERROR_PATH } from './error-reporter';
import { TRACK_PATH } from './tracker';

describe('app-dependent calls', () => {
  it('uses the v3 message path from app version 8.4.0, with imVersion CSB', () => {
    expect(messageThreadsCall('8.4.0', { pageNo: 1 })).toEqual({
      path: IM_V3_PATH,
      body: { pageNo: 1, osVersion: '8.3.4', imVersion: 'CSB' },
    });
    expect(messageThreadsCall('8.10.2').path).toBe(IM_V3_PATH);
    expect(messageThreadsCall('8.3.9')).toEqual({ path: IM_V1_PATH, body: { osVersion: '8.3.4' } });
    expect(messageThreadsCall(null).path).toBe(IM_V1_PATH);
  });

  it('sends osVersion 8.3.4 with the share config', () => {
    expect(shareConfigCall('dynamic')).toEqual({
      path: SHARE_CONFIG_PATH,
      body: { key: 'dynamic', osVersion: '8.3.4' },
    });
  });

  it('names paths of the contract', () => {
    for (const path of [
      IM_V1_PATH,
      IM_V3_PATH,
      SHARE_CONFIG_PATH,
      UPLOAD_PATH,
      UPLOAD_TOKEN_PATH,
      USER_INFO_PATH,
      WECHAT_CONFIG_PATH,
      ERROR_PATH,
      TRACK_PATH,
    ]) {
      expect(ENDPOINT_BY_PATH.has(path), path).toBe(true);
    }
    expect(ENDPOINT_BY_PATH.get(UPLOAD_PATH)?.method).toBe('MULTIPART');
    expect(ENDPOINT_BY_PATH.get(UPLOAD_TOKEN_PATH)?.enc).toBe(true);
    // The session check must be a login path: that is what makes a stale token answer 429.
    expect(ENDPOINT_BY_PATH.get(USER_INFO_PATH)?.auth).toBe('login');
    expect(ENDPOINT_BY_PATH.get(WECHAT_CONFIG_PATH)?.method).toBe('GET');
    expect(ENDPOINT_BY_PATH.get(TRACK_PATH)?.method).toBe('GET');
  });
});
