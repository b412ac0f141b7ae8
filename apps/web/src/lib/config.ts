import { normaliseApiBase, type ApiEnv } from './api-base';
import { DEFAULT_NATIVE_UA } from './native-app';
import { DEFAULT_APP_SCHEME } from './open-app';

// Settings the client is built with (vite.config.ts passes the allowed names from the build's environment).

export type AppConfig = {
  /** The hosted sign-in page; '' means our own /login. */
  signInUrl: string;
  appScheme: string;
  /** Where a visitor without the app goes; our /guidePage unless configured. */
  appDownloadUrl: string;
  /** The allow-list the env parameter chooses from ('' is our own origin). */
  apiBases: Readonly<Record<ApiEnv, string>>;
  nativeUa: string;
  enc: { appId: string; salt: string };
  release: string;
  /** Where a failed Guangdong membership check goes; '' means our own /gdvip explains it. */
  gdMarketingUrl: string;
};

/** An http(s) address or a path on our origin; anything else ('javascript:', '//host') is dropped. */
export function safeConfiguredUrl(value: string): string {
  const v = value.trim();
  if (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')) return v;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

export function readAppConfig(raw: Readonly<Record<string, string | undefined>>, builtAt: string): AppConfig {
  const get = (name: string) => (raw[name] ?? '').trim();
  return {
    signInUrl: get('SIGNIN_URL'),
    appScheme: get('APP_SCHEME') || DEFAULT_APP_SCHEME,
    appDownloadUrl: get('APP_DOWNLOAD_URL') || '/guidePage',
    apiBases: {
      production: normaliseApiBase(get('API_BASE_PRODUCTION')),
      stage: normaliseApiBase(get('API_BASE_STAGE')),
      test: normaliseApiBase(get('API_BASE_TEST')),
    },
    nativeUa: get('NATIVE_UA') || DEFAULT_NATIVE_UA,
    // Development defaults of the server (docs/product/platform.md); a production build passes its own pair.
    enc: { appId: get('ENC_APP_ID') || 'dev_h5', salt: get('ENC_SALT') || '0123456789abcdef' },
    release: get('RELEASE') || `web@${builtAt}`,
    gdMarketingUrl: safeConfiguredUrl(get('GD_MARKETING_URL')),
  };
}

export const appConfig: AppConfig = readAppConfig(
  typeof __APP_CONFIG__ === 'undefined' ? {} : __APP_CONFIG__,
  typeof __BUILT_AT__ === 'undefined' ? 'dev' : __BUILT_AT__,
);
