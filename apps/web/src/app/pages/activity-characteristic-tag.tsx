import { TagsScreen } from '../../features/activities/organiser/screens/tags-screen';

/** /activitycharacteristictag?id= (login required): the activity's features as tags. */
export function Component() {
  return <TagsScreen />;
}
