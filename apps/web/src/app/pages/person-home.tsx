import { lazy, Suspense } from 'react';
import { authorChanged } from '../../features/community/api/user-profile';
import { PersonScreen } from '../../features/community/screens/person-screen';
import { AccountSettingsButton, EditProfileButton } from '../../features/identity/components/profile-buttons';
import { NoticesEntry } from '../../features/notices/components/notices-entry';
import { Spinner } from '../../ui/spinner';

// The activities tab loads when it is opened: a home's first view (its posts) carries no activity code, and the
// activity lists' shared pieces stay out of the entry's preload map.
const UserActivitiesList = lazy(() =>
  import('../../features/activities/organiser/components/user-activities-list').then((m) => ({
    default: m.UserActivitiesList,
  })),
);

/**
 * /personHome?id= (or ?userId=): a user's home (the viewer's own without an id), kept alive like the feeds. Its
 * activities tab is the activities area's: one's own published and joined, or someone else's online activities.
 * On one's own home the identity area's edit-profile and account buttons and the notices' 消息 bell (its unread
 * total on it) sit in the header; a saved profile
 * refreshes every community answer that shows the author.
 */
export function Component() {
  return (
    <PersonScreen
      activitiesTab={(userId) => (
        <Suspense fallback={<Spinner inline />}>
          <UserActivitiesList userId={userId} />
        </Suspense>
      )}
      ownActions={(p) => (
        <>
          <EditProfileButton
            profile={{ nickname: p.nickname, avatar: p.avatar, bio: p.bio }}
            onSaved={() => void authorChanged()}
          />
          <NoticesEntry />
          <AccountSettingsButton />
        </>
      )}
    />
  );
}
