import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { ImageViewer } from '../../features/media/screens/image-viewer';
import { imageListFrom } from '../../lib/image-list';
import { useBack } from '../shell/use-back';

/** /viewBigPicture: the pictures passed in the navigation state, or in the address (url, urls, index). */
export function Component() {
  const { search, state } = useLocation();
  const back = useBack();
  const { images, index } = useMemo(() => imageListFrom(new URLSearchParams(search), state), [search, state]);
  return <ImageViewer key={images.join('\n')} images={images} initialIndex={index} onClose={back} />;
}
