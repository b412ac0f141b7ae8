import { HOME_PATH } from '../../../lib/login-redirect';
import { NotFoundState } from '../../../ui/not-found-state';
import { messages } from '../messages';

const t = messages.community.detail;

/** The not-found state of the community's detail pages: their own words and the way back to the feed. */
export function MissingState({ title = t.missing, hint = t.missingHint }: { title?: string; hint?: string }) {
  return (
    <NotFoundState
      title={title}
      hint={hint}
      back={{ to: HOME_PATH, label: t.backToFeed, testId: 'detail-missing-back' }}
      testId="detail-missing"
    />
  );
}
