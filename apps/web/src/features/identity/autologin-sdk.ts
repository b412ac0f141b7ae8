// The storeid auto-login SDK (docs/product/identity.md): the store's page script yields a one-time code for the
// visitor, which the server turns into a session (ssoLogin with the storeid). The SDK installs itself as
// window.AutoLoginSDK; without it (no store script on the page) there is nothing to log in with.

export type AutoLoginSdk = { getCode(storeId: string): Promise<string | null> };

declare global {
  interface Window {
    AutoLoginSDK?: AutoLoginSdk;
  }
}

export const autoLoginSdk = (): AutoLoginSdk | undefined =>
  typeof window === 'undefined' ? undefined : window.AutoLoginSDK;
