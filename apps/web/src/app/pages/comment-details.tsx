import { useSearchParams } from 'react-router';
import { CommentThreadScreen } from '../../features/community/screens/comment-thread-screen';

/** /commentDetails?id=<comment>&contentId=<content>: one comment with its replies. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const contentId = params.get('contentId')?.trim() ?? '';
  return <CommentThreadScreen key={id} commentId={id} contentId={contentId} />;
}
