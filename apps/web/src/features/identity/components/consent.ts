import { confirmAgreement } from './agreement';

/** True once the visitor has agreed: at once when ticked, else after the dialog asks (and ticks the box). */
export async function ensureConsent(agreed: boolean, setAgreed: (v: boolean) => void): Promise<boolean> {
  if (agreed) return true;
  const ok = await confirmAgreement();
  if (ok) setAgreed(true);
  return ok;
}
