import { Alert, Button, Descriptions, Drawer, Skeleton, Space, Table, Tabs, Tag, message } from 'antd';
import { useState } from 'react';
import { call, type Output } from '../api';
import { useCan } from '../me-context';
import { M } from '../messages';
import { usePaged } from './paged-table';
import { ReasonModal, type ReasonAsk } from './reason-modal';
import { useRead } from '../use-call';
import { MoreButton } from './more-button';

const time = (at: string | null) => (at ? new Date(at).toLocaleString('zh-CN') : '—');
const timeColumn = { title: '时间', dataIndex: 'createdAt', width: 170, render: time };

/** One keyset list of a person's records, with "load more". */
function Records<P extends Parameters<typeof usePaged>[0], Row extends { id: string }>(props: {
  path: P;
  filters: Record<string, unknown>;
  columns: object[];
}) {
  const list = usePaged<P, Row>(props.path, { ...props.filters, pageSize: 20 } as never);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {list.error && <Alert type="warning" message={list.error} />}
      <Table<Row>
        rowKey="id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        columns={props.columns as never}
      />
      <MoreButton list={list} />
    </Space>
  );
}

type Detail = Output<'/api/console/v1/people/detail'>;

/** The acts on a member the operator's roles allow: reveal the phone, mute, ban, restore, roles, the whitelist. */
function PersonActs({ userId, detail, reload }: { userId: string; detail: Detail; reload: () => void }) {
  const canReveal = useCan('/api/console/v1/people/revealPhone');
  const canSanction = useCan('/api/console/v1/people/sanction');
  const canModerator = useCan('/api/console/v1/people/setModerator');
  const canPublisher = useCan('/api/console/v1/people/setPublisher');
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [phone, setPhone] = useState<string | null>(null);
  const [toast, holder] = message.useMessage();
  const act = (title: string, run: (reason: string, days?: number) => Promise<unknown>, days = false) =>
    setAsk({
      title,
      days,
      run: async (reason, d) => {
        await run(reason, d);
        void toast.success(M.done);
        reload();
      },
    });
  const sanction = (action: 'mute' | 'ban' | 'restore') => (reason: string, days?: number) =>
    call('/api/console/v1/people/sanction', { userId, action, reason, ...(days ? { days } : {}) });
  const moderator = detail.communityRoles.includes('moderator');
  return (
    <Space wrap>
      {holder}
      {canReveal && detail.mobile && (
        <Button
          onClick={() =>
            setAsk({
              title: '查看完整手机号（将记入审计日志）',
              run: async (reason) => {
                const answer = await call('/api/console/v1/people/revealPhone', { userId, reason });
                setPhone(answer.mobile ? `+${answer.countryCode} ${answer.mobile}` : '—');
              },
            })
          }
        >
          查看手机号
        </Button>
      )}
      {phone && (
        <Tag color="blue" data-testid="revealed-phone">
          {phone}
        </Tag>
      )}
      {canSanction && (
        <>
          <Button onClick={() => act('禁言', sanction('mute'), true)}>禁言</Button>
          <Button danger onClick={() => act('封禁', sanction('ban'))}>
            封禁
          </Button>
          <Button onClick={() => act('解除禁言/封禁', sanction('restore'))}>解除</Button>
        </>
      )}
      {canModerator && (
        <Button
          onClick={() =>
            act(moderator ? '取消社区版主' : '设为社区版主', (reason) =>
              call('/api/console/v1/people/setModerator', { userId, moderator: !moderator, reason }),
            )
          }
        >
          {moderator ? '取消版主' : '设为版主'}
        </Button>
      )}
      {canPublisher && (
        <Button
          onClick={() =>
            act(detail.publisher ? '移出活动发布白名单' : '加入活动发布白名单', (reason) =>
              call('/api/console/v1/people/setPublisher', { userId, allowed: !detail.publisher, reason }),
            )
          }
        >
          {detail.publisher ? '移出发布白名单' : '加入发布白名单'}
        </Button>
      )}
      <ReasonModal ask={ask} onDone={() => setAsk(null)} />
    </Space>
  );
}

/** A member's record: who they are, their posts, reports made and received, points ledger and sign-ups. */
export function PersonDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const canDetail = useCan('/api/console/v1/people/detail');
  const detail = useRead('/api/console/v1/people/detail', userId && canDetail ? { userId } : null);
  const d = detail.data;
  return (
    <Drawer open={userId !== null} width={880} title="用户详情" onClose={onClose} destroyOnHidden>
      {!canDetail && <Alert type="info" message="用户详情暂未开放" />}
      {detail.error && <Alert type="error" message={detail.error} />}
      {canDetail && !d && !detail.error && <Skeleton active />}
      {d && userId && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label="昵称">{d.user.nickname}</Descriptions.Item>
            <Descriptions.Item label="用户编号">{d.user.userId}</Descriptions.Item>
            <Descriptions.Item label="手机号">{d.mobile ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="注册">{time(d.user.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="发布">{d.posts}</Descriptions.Item>
            <Descriptions.Item label="举报他人 / 被举报">
              {d.reportsMade} / {d.reportsReceived}
            </Descriptions.Item>
            <Descriptions.Item label="禁言至">{time(d.mutedUntil)}</Descriptions.Item>
            <Descriptions.Item label="社区角色">{d.communityRoles.join('、') || '—'}</Descriptions.Item>
            <Descriptions.Item label="活动发布白名单">{d.publisher ? M.yes : M.no}</Descriptions.Item>
          </Descriptions>
          <PersonActs userId={userId} detail={d} reload={detail.reload} />
          <Tabs
            items={[
              {
                key: 'posts',
                label: '发布',
                children: (
                  <Records
                    path="/api/console/v1/people/posts"
                    filters={{ userId }}
                    columns={[
                      { title: '标题', dataIndex: 'title', render: (t: string, r: { text: string }) => t || r.text },
                      { title: '状态', dataIndex: 'status', width: 90 },
                      timeColumn,
                    ]}
                  />
                ),
              },
              ...(['received', 'made'] as const).map((direction) => ({
                key: direction,
                label: direction === 'made' ? '举报他人' : '被举报',
                children: (
                  <Records
                    path="/api/console/v1/people/reports"
                    filters={{ userId, direction }}
                    columns={[
                      {
                        title: '对象',
                        key: 't',
                        render: (_: unknown, r: { targetType: string; targetId: string }) =>
                          `${M.targetTypes[r.targetType] ?? r.targetType} #${r.targetId}`,
                      },
                      { title: '原因', dataIndex: 'reason' },
                      { title: '状态', dataIndex: 'state', width: 90 },
                      timeColumn,
                    ]}
                  />
                ),
              })),
              {
                key: 'points',
                label: '积分流水',
                children: (
                  <Records
                    path="/api/console/v1/people/points"
                    filters={{ userId }}
                    columns={[
                      { title: '说明', dataIndex: 'reason' },
                      { title: '无忧币', dataIndex: 'coin', width: 90 },
                      { title: '经验', dataIndex: 'exp', width: 90 },
                      timeColumn,
                    ]}
                  />
                ),
              },
              {
                key: 'signups',
                label: '活动报名',
                children: (
                  <Records
                    path="/api/console/v1/people/signups"
                    filters={{ userId }}
                    columns={[
                      { title: '活动', dataIndex: 'activityTitle' },
                      { title: '状态', dataIndex: 'status', width: 100 },
                      timeColumn,
                    ]}
                  />
                ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
