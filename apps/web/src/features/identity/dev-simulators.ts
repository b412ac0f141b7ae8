import { fetchSandboxToken } from './api/dev-sandbox';
import { readSimState, simulatorsAsked, writeSimState } from './sim-state';

// Development only (start-identity.ts loads this when DEV_TOOLS): stand-ins, in the browser, for the two outside
// parties that live in the page rather than behind HTTP: the native app's bridge and a store's auto-login SDK.

export async function installSimulators() {
  const state = simulatorsAsked(readSimState(), window.location.search);
  writeSimState(state);
  if (state.bridge && !window.NativeBridge) {
    const { installBridgeSimulator } = await import('./bridge-simulator');
    installBridgeSimulator();
  }
  if (state.autologin && !window.AutoLoginSDK) {
    // The SDK's one-time code for this store, issued by the sandbox's auto-login party.
    window.AutoLoginSDK = { getCode: async (storeId) => (await fetchSandboxToken({ storeid: storeId })).token };
  }
}
