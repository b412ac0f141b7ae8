import { MAINLAND_COUNTRY_CODE } from '@app/rules';
import type { AppContext } from '../../platform/context.ts';
import type { DataKeys } from '../../platform/crypto/data-keys.ts';
import { hashWith } from '../../platform/crypto/phone-crypto.ts';
import { openPersonal } from './enrol-crypto.ts';
import { convertInvitation, invitationsInClear, signUpRows } from './personal-data-repository.ts';
import { isoOrNull as iso } from '../../platform/db/pg-time.ts';

// Activities' section of privacy's copy of one's data (docs/product/privacy.md, "A copy of one's data") and its
// conversion of clear invitation numbers ("Rows from before").

/** The `signUps` section: each sign-up with the person's answers opened for them, under each question's title. */
export async function exportSignUps(app: AppContext, userId: number) {
  const rows = await signUpRows(app.db, userId);
  return Promise.all(
    rows.map(async (e) => {
      const personal = await openPersonal(app, { activityId: e.activity_id, userId }, e.personal_enc);
      const answers = { ...(e.answers as Record<string, unknown>), ...personal };
      return {
        id: String(e.id),
        activityId: String(e.activity_id),
        activityTitle: e.activity_title,
        ticket: e.ticket_name,
        status: e.status,
        // Each answer under its question's title, as the person gave it.
        answers: e.questions.map((q) => ({ question: q.title, answer: answers[q.id] ?? null })),
        checkedInAt: iso(e.checked_in_at),
        cancelledAt: iso(e.cancelled_at),
        createdAt: iso(e.created_at),
      };
    }),
  );
}

/** Keeps only the hash of every invitation number still in the clear (they are mainland numbers); how many. */
export async function sealClearInvitationPhones(app: AppContext, keys: DataKeys): Promise<number> {
  let invitations = 0;
  for (let rows = await invitationsInClear(app.db); rows.length > 0; rows = await invitationsInClear(app.db)) {
    for (const r of rows) {
      const mobile = r.mobile_clear!;
      const hash = hashWith(keys.phoneHash, { countryCode: MAINLAND_COUNTRY_CODE, mobile });
      await convertInvitation(app.db, r.activity_id, mobile, hash);
    }
    invitations += rows.length;
  }
  return invitations;
}
