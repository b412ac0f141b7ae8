import { authorChanged } from '../../features/community/api/user-profile';
import { PersonScreen } from '../../features/community/screens/person-screen';
import { AccountSettingsButton, EditProfileButton } from '../../features/identity/components/profile-buttons';

/**
 * /personHome?id=: a user's home (the viewer's own without an id); kept alive like the feeds. On one's own home
 * the identity area's edit-profile and account buttons sit in the header; a saved profile refreshes every
 * community answer that shows the author.
 */
export function Component() {
  return (
    <PersonScreen
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
