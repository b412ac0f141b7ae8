// The storage token is per user: kept in memory only, and dropped at session expiry. It lives apart from the
// upload client (upload.ts) so that the start-up wiring, which drops it, does not bring the client into the first load.

let token: Promise<unknown> | null = null;

export const uploadTokenSlot = {
  get: () => token,
  set: (next: Promise<unknown>) => {
    token = next;
  },
};

export function clearUploadToken() {
  token = null;
}
