import { Button } from 'antd';
import { M } from '../messages';

/** 加载更多 under a keyset-paged list (usePaged), while the list has more. */
export function MoreButton({ list }: { list: { hasMore: boolean; more: () => void } }) {
  if (!list.hasMore) return null;
  return (
    <Button block onClick={list.more}>
      {M.more}
    </Button>
  );
}
