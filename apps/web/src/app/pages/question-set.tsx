import { QuestionSetScreen } from '../../features/activities/organiser/screens/question-set-screen';
import { useSession } from '../../session/session';

/** /questionSet?id=: the question set of an activity being written. */
export function Component() {
  const userId = useSession((s) => s.userId) ?? '';
  return <QuestionSetScreen key={userId} userId={userId} />;
}
