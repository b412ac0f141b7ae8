import { ReleaseButton } from '../../ui/channel/release-button';
import { ComingSoon } from './coming-soon';

/** /topicSquare: the release button floats over it as over /speakTopic; the square itself comes later. */
export function Component() {
  return (
    <ComingSoon>
      <ReleaseButton />
    </ComingSoon>
  );
}
