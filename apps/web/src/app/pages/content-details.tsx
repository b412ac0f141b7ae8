import { Navigate, useLocation, useSearchParams } from 'react-router';
import { DetailScreen } from '../../features/community/screens/detail-screen';

/**
 * /dynamicDetails, /postDetails and /postTopicDetails, all ?id=: one content model, one screen. A topic post
 * reads through the post path; /postTopicDetails with only a topicId is that topic's page on /speakTopic.
 */
export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const topicId = params.get('topicId')?.trim() ?? '';
  if (!id && topicId && pathname === '/postTopicDetails') {
    return <Navigate replace to={`/speakTopic?topicId=${encodeURIComponent(topicId)}`} />;
  }
  const variant = pathname === '/dynamicDetails' ? 'content' : 'post';
  return <DetailScreen key={id} id={id} variant={variant} sharePath={`${pathname}?id=${encodeURIComponent(id)}`} />;
}
