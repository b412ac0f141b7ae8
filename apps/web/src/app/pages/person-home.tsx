import { UserActivitiesList } from '../../features/activities/organiser/components/user-activities-list';
import { authorChanged } from '../../features/community/api/user-profile';
import { PersonScreen } from '../../features/community/screens/person-screen';
import { AccountSettingsButton, EditProfileButton } from '../../features/identity/components/profile-buttons';

/**
 * /personHome?id= (or ?userId=): a user's home, its activities tab the activities area's list; (the viewer's own without an id); kept alive like the feeds. On one's own home
 * the identity area's edit-profile and account buttons sit in the header; a saved profile refreshes every
 * community answer that shows the author.
 */
export function Component() {
  return (
    <PersonScreen
      activitiesTab={(userId) => <UserActivitiesList userId={userId} />}
      ownActions={(p) => (
        <>
          <EditProfileButton
            profile={{ nickname: p.nickname, avatar: p.avatar, bio: p.bio }}
            onSaved={() => void authorChanged()}
          />
          <AccountSettingsButton />
        </>
      )}
    />
  );
}
