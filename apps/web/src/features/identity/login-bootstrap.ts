import { LOGIN_ROUTES } from '../../lib/login-routes';
import { appConfig } from '../../lib/config';
import { messages } from './messages';
import { currentPath, navigateTo } from '../../lib/navigation';
import { entryTokens } from '../../session/entry-login';
import { inNativeApp, nativeBridge, onIOS } from '../../session/environment';
import { getKeptParams } from '../../session/kept-params';
import type { LoginFlowRequest } from '../../session/login-flow';
import { startNativeLogin } from '../../session/native-login-runner';
import { sessionStore } from '../../session/session';
import { LOGIN_PATH, safeRedirect } from '../../lib/login-redirect';
import type { NativeUser } from '../../lib/native-login';
import { showToast } from '../../ui/toast';
import { queryClient } from '../../api/query-client';
import { jtpToken, lingnanMember, SSO_FIXED, ssoLogin } from './api/partner-login';
import { fetchUserProfile, userProfileQuery } from './api/user-profile';
import { autoLoginSdk } from './autologin-sdk';
import { gdvipHref } from './gdvip-href';
import { planLogin, type LoginPlan } from './login-plan';
import { failureKind, LOGGED_IN, type LoginResult } from './login-result';
import { isSignedIn, refuseLogin, storeLogin, storeLoginAnswer } from './login-session';
import { hasRnBridge, rnUserInfo } from './rn-bridge';

// docs/product/identity.md's login bootstrap, carried out: once per page load (the init flag), whatever screen the
// visitor arrived on, and awaited by /login's flow. Failures follow docs/product/identity.md.

let running: Promise<LoginResult> | null = null;

/** Runs the bootstrap the first time it is asked for; later calls get the same result. */
export function runBootstrap(): Promise<LoginResult> {
  running ??= execute(currentPlan()).catch((error: unknown) => failed(error, false));
  return running;
}

export function currentPlan(): LoginPlan {
  const kept = getKeptParams();
  return planLogin({
    source: kept.seen.source ?? '',
    storeId: kept.carried.storeid ?? '',
    entryTokens: entryTokens(),
    nativeBridge: !!nativeBridge(),
    rnBridge: hasRnBridge(),
    storedToken: sessionStore.getState().token,
  });
}

/**
 * /login's flow (setLoginFlow): the bootstrap, then back where the visitor was going once logged in. Inside the
 * app, a visitor nobody has logged in yet goes straight to the app's own sign-in (native login and polling).
 */
export async function loginFlow({ redirect }: LoginFlowRequest) {
  const inApp = inNativeApp() && !!nativeBridge();
  if (inApp && !isSignedIn()) {
    startNativeLogin();
    return;
  }
  await runBootstrap();
  // The bootstrap may have sent the visitor on already (/gdvip); only a visitor still here goes back.
  if (window.location.pathname !== LOGIN_PATH) return;
  if (isSignedIn()) navigateTo(redirect, { replace: true });
  else if (inApp) startNativeLogin();
}

async function execute(plan: LoginPlan): Promise<LoginResult> {
  switch (plan.kind) {
    case 'sso':
      return partnerLogin(
        () => ssoLogin({ sso_token: plan.token, source: plan.source, equipmentType: equipment(), ...SSO_FIXED }),
        plan.membership,
      );
    case 'autologin': {
      const code = await autoLoginSdk()
        ?.getCode(plan.storeId)
        .catch(() => null);
      if (!code) return null;
      return partnerLogin(
        () => ssoLogin({ sso_token: code, storeid: plan.storeId, equipmentType: equipment(), ...SSO_FIXED }),
        false,
      );
    }
    case 'jtp': {
      let token: string;
      try {
        token = await jtpToken({ auth_token: plan.token, channelid: plan.channelId });
      } catch (error) {
        return failed(error, true);
      }
      return adoptToken(token);
    }
    case 'direct':
      return adoptToken(plan.token);
    case 'native':
      return adoptUser(await Promise.resolve(nativeBridge()?.getUserInfo()).catch(() => null));
    case 'rn':
      return adoptUser(await rnUserInfo());
    case 'stored':
      return checkStoredToken();
    case 'none':
      return null;
  }
}

// SSO_LOGIN's equipmentType: 1 Android, 2 iOS.
const equipment = () => (onIOS() ? 2 : 1);

async function partnerLogin(call: () => ReturnType<typeof ssoLogin>, membership: boolean): Promise<LoginResult> {
  try {
    storeLoginAnswer(await call());
  } catch (error) {
    return failed(error, true);
  }
  if (membership) await checkMembership();
  offerToWithdrawCancellation();
  return LOGGED_IN;
}

/**
 * A cancellation pending in its cooling-off period (docs/product/privacy.md): the privacy centre offers to withdraw
 * it. Asked after the login, off its path, and loaded on demand so the first load does not carry it.
 */
function offerToWithdrawCancellation() {
  void import('./api/privacy')
    .then((m) => m.cancellationPending())
    .then((pending) => {
      if (pending) navigateTo('/privacyCenter', { replace: false });
    });
}

/**
 * A token of ours from outside (the mini-program, JTP, the app): kept, then confirmed with a user fetch that also
 * gives the user id. A user id already known for this very token stays meanwhile, so no guard sees a gap.
 */
async function adoptToken(token: string, user?: NativeUser): Promise<LoginResult> {
  const state = sessionStore.getState();
  const knownId = user?.userId ?? (state.token === token ? state.userId : null);
  storeLogin({ token, userId: knownId ?? null, openId: user?.openId ?? null });
  try {
    const me = await fetchUserProfile();
    if (sessionStore.getState().token === token) sessionStore.login({ token, userId: me.userId, openId: me.openId });
    return LOGGED_IN;
  } catch (error) {
    return failed(error, false);
  }
}

const adoptUser = (user: NativeUser | null | undefined) => (user?.token ? adoptToken(user.token, user) : null);

/**
 * The start-up user fetch of the stored token, which never jumps to login. On a login-required route the login
 * guard checks the same token itself (and ends the session if it has expired), so the bootstrap leaves it be.
 */
async function checkStoredToken(): Promise<LoginResult> {
  if ((LOGIN_ROUTES as readonly string[]).includes(window.location.pathname)) return isSignedIn() ? LOGGED_IN : null;
  const { token } = sessionStore.getState();
  try {
    // Through the query cache: the top bar's avatar asks the same question at the same time, and is answered
    // by this one call.
    const me = token ? await queryClient.fetchQuery(userProfileQuery(token)) : await fetchUserProfile();
    if (token && sessionStore.getState().token === token) {
      sessionStore.login({ token, userId: me.userId, openId: me.openId });
    }
    return LOGGED_IN;
  } catch (error) {
    return failed(error, false);
  }
}

/**
 * docs/product/identity.md: a failed call toasts '服务器繁忙！' and answers empty; a non-zero login code answers code 1
 * '未登录' and removes the user id. A partner's refusal says why (a used or expired entry token).
 */
function failed(error: unknown, sayWhy: boolean): LoginResult {
  const kind = failureKind(error);
  if (kind === 'aborted') return null;
  if (kind === 'failed') {
    showToast(messages.identity.serverBusy);
    return null;
  }
  if (sayWhy && kind === 'refused' && error instanceof Error && error.message) showToast(error.message);
  return refuseLogin();
}

/** Guangdong: a member goes on, a non-member sees /gdvip, a failed check goes to the marketing page. */
async function checkMembership() {
  const back = returnPath();
  try {
    const { member } = await lingnanMember();
    if (!member) navigateTo(gdvipHref(back), { replace: true });
  } catch (error) {
    if (failureKind(error) === 'aborted') return;
    showToast(messages.identity.serverBusy);
    const marketing = appConfig.gdMarketingUrl || gdvipHref(back, 'check-failed');
    if (marketing.startsWith('/')) navigateTo(marketing, { replace: true });
    else window.location.replace(marketing);
  }
}

/** Where the visitor meant to go: /login's redirect, else the page they are on. */
function returnPath(): string {
  if (window.location.pathname !== LOGIN_PATH) return currentPath();
  return safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
}
