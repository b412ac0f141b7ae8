import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { SaveImageView } from '../../features/media/screens/save-image-view';
import { imageListFrom } from '../../lib/image-list';
import { useBack } from '../shell/use-back';

/** /saveImgView: one picture (?url= or the state's images) to long-press or download. */
export function Component() {
  const { search, state } = useLocation();
  const back = useBack();
  const { images, index } = useMemo(() => imageListFrom(new URLSearchParams(search), state), [search, state]);
  return <SaveImageView src={images[index] ?? null} onClose={back} />;
}
