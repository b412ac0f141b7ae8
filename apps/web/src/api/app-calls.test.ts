import { ENDPOINT_BY_PATH } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { IM_V1_PATH, IM_V3_PATH, messageThreadsCall, SHARE_CONFIG_PATH, shareConfigCall } from './app-calls';
import { UPLOAD_PATH, UPLOAD_TOKEN_PATH } from './upload';

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
    for (const path of [IM_V1_PATH, IM_V3_PATH, SHARE_CONFIG_PATH, UPLOAD_PATH, UPLOAD_TOKEN_PATH]) {
      expect(ENDPOINT_BY_PATH.has(path), path).toBe(true);
    }
    expect(ENDPOINT_BY_PATH.get(UPLOAD_PATH)?.method).toBe('MULTIPART');
    expect(ENDPOINT_BY_PATH.get(UPLOAD_TOKEN_PATH)?.enc).toBe(true);
  });
});
