import { SquareScreen } from '../../features/community/screens/square-screen';
import { ReleaseButton } from '../../ui/channel/release-button';

/** /topicSquare: the topic square, with the release button floating over it as over /speakTopic. */
export function Component() {
  return (
    <>
      <SquareScreen />
      <ReleaseButton />
    </>
  );
}
