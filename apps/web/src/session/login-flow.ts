import { inNativeApp } from './environment';
import { startNativeLogin } from './native-login-runner';

// "Navigating to /login always runs the login flow" (docs/product/identity.md): the /login screen calls
// runLoginFlow() on every arrival. Identity plugs its own flow in with setLoginFlow(); until then the default
// logs in through the native app when there is one and otherwise leaves the visitor on the /login screen.

export type LoginFlowRequest = { redirect: string };
export type LoginFlow = (request: LoginFlowRequest) => void;

let custom: LoginFlow | null = null;

export function setLoginFlow(flow: LoginFlow | null) {
  custom = flow;
}

function defaultLoginFlow() {
  if (inNativeApp()) startNativeLogin();
}

export function runLoginFlow(request: LoginFlowRequest) {
  (custom ?? defaultLoginFlow)(request);
}
