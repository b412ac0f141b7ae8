/** `base` + `path`, whatever slashes either has: partners may sit under a path prefix. */
export function partnerUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** What every adapter needs: where the party is, and how long to wait for it. */
export interface PartnerEndpoint {
  baseUrl: string;
  timeoutMs: number;
}

/** A partner's verdict on a token: the phone it belongs to, or a refusal (a bad token, not an outage). */
export type PartnerIdentity = { ok: true; mobile: string } | { ok: false; reason: string };
