import { installErrorReporter } from '../../api/error-reporter';
import { configureHttp, failureMessage } from '../../api/http';
import { takeTokenParams } from '../../lib/address-params';
import { pickApiEnv, tokenParamName, type ApiEnv } from '../../lib/api-base';
import { debugNetwork } from '../../lib/debug-log';
import { isIphoneXLike } from '../../lib/native-app';
import { showToast } from '../../ui/toast';
import { appConfig } from '../../lib/config';
import { watchChannelConfig } from './channel-config';
import { captureConsole } from './debug-capture';
import { hadHtoken, rememberEntryTokens } from '../../session/entry-login';
import { inNativeApp, userAgent } from '../../session/environment';
import { getKeptParams, observeAddress } from '../../session/kept-params';
import { sessionStore } from '../../session/session';

/**
 * Everything that happens once per page load before the router starts: login tokens out of the address bar,
 * the address parameters kept, the layout flag, the API client wired to the session, error reporting.
 */
export function startSession(): { apiEnv: ApiEnv } {
  captureConsole();

  const { pathname, search, hash } = window.location;
  const taken = takeTokenParams(search);
  rememberEntryTokens(taken.tokens);
  // Before the router reads the address, so no screen ever sees (or shares) a token in it.
  if (taken.search !== search) window.history.replaceState(window.history.state, '', pathname + taken.search + hash);
  observeAddress(taken.search);

  const iphoneX = isIphoneXLike(userAgent(), window.screen);
  sessionStore.setIphoneX(iphoneX);
  if (iphoneX) document.documentElement.dataset.iphonex = '';

  const apiEnv = pickApiEnv(getKeptParams().seen.env, window.location.href);
  configureHttp({
    base: () => appConfig.apiBases[apiEnv],
    token: () => ({
      name: tokenParamName({ nativeApp: inNativeApp(), htoken: hadHtoken() }),
      value: sessionStore.getState().token,
    }),
    encClient: appConfig.enc,
    onFailure: (error, toast) => {
      // docs/product/api-conventions.md: the toast, and loading stops.
      sessionStore.setLoading(false);
      if (toast) showToast(failureMessage(error));
    },
    record: (entry) => debugNetwork.push(entry),
  });

  watchChannelConfig();
  installErrorReporter({ release: appConfig.release, environment: import.meta.env.DEV ? 'development' : apiEnv });
  return { apiEnv };
}
