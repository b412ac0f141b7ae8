import { WECHAT_CONFIG_OK_CODE } from '@app/contract';
import type { WechatConfig } from '../session/session-store';
import { getInfo } from './http';

// GET_WX_CONFIG (docs/product/api-conventions.md): the JS-SDK signature for a page address; success is code 100 with `info`.

export const WECHAT_CONFIG_PATH = '/api/wechat/v1/config';

export function fetchWechatConfig(pageUrl: string, signal?: AbortSignal): Promise<WechatConfig> {
  // WeChat signs the address without its hash.
  const url = pageUrl.split('#')[0] ?? pageUrl;
  return getInfo(
    WECHAT_CONFIG_PATH,
    { url },
    { successCode: WECHAT_CONFIG_OK_CODE, field: 'info', toast: false, ...(signal ? { signal } : {}) },
  );
}
