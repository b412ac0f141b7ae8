import { Alert, Descriptions, List, Skeleton, Tag } from 'antd';
import { useCan } from '../me-context';
import { M } from '../messages';
import { useRead } from '../use-call';

const time = (at: string | null) => (at ? new Date(at).toLocaleString('zh-CN') : '—');

/** A member's record for a moderator: posts, reports made and received, a mute or ban in force, past acts. */
export function AuthorHistory({ userId }: { userId: string }) {
  const can = useCan('/api/console/v1/moderation/authorHistory');
  const { data, error } = useRead('/api/console/v1/moderation/authorHistory', can ? { userId } : null);
  if (!can) return null;
  if (error) return <Alert type="warning" message={error} />;
  if (!data) return <Skeleton active paragraph={{ rows: 2 }} />;
  // The record's shape grows (a ban's time); read what is there.
  const sanction = data as typeof data & { bannedAt?: string | null; bannedUntil?: string | null };
  const banned = sanction.bannedAt ?? sanction.bannedUntil ?? null;
  return (
    <div data-testid="author-history">
      <Descriptions size="small" column={3} title={`作者：${data.user.nickname}（${data.user.userId}）`}>
        <Descriptions.Item label="注册">{time(data.user.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="发布">{data.posts}</Descriptions.Item>
        <Descriptions.Item label="举报他人 / 被举报">
          {data.reportsMade} / {data.reportsReceived}
        </Descriptions.Item>
        <Descriptions.Item label="禁言至">{time(data.mutedUntil)}</Descriptions.Item>
        <Descriptions.Item label="封禁">{banned ? time(banned) : M.no}</Descriptions.Item>
      </Descriptions>
      {data.moderation.length > 0 && (
        <List
          size="small"
          header="处理记录"
          dataSource={data.moderation}
          renderItem={(m) => (
            <List.Item>
              <Tag>{m.action}</Tag>
              {M.targetTypes[m.targetType] ?? m.targetType} {m.targetId}：{m.reason}（{time(m.at)}）
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
