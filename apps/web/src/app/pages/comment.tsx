import { useSearchParams } from 'react-router';
import { CommentPageScreen } from '../../features/community/screens/comment-page-screen';

/** /comment?id=<content>[&parentId=<comment>&threadId=<top comment>][&type=post]: write a comment. */
export function Component() {
  const [params] = useSearchParams();
  const get = (name: string) => params.get(name)?.trim() ?? '';
  return (
    <CommentPageScreen
      targetId={get('id')}
      targetType={get('type') === 'post' ? 'post' : 'content'}
      parentId={get('parentId')}
      threadId={get('threadId')}
    />
  );
}
