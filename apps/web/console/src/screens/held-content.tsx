import { Alert, Button, Image, Space, Switch, Table, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import { call, type Output } from '../api';
import { useCan } from '../me-context';
import { M } from '../messages';
import { usePaged } from '../parts/paged-table';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';
import { useRead } from '../use-call';

type Row = Output<'/api/console/v1/held/list'>['rows'][number];

const CAUSE: Record<string, string> = { filter: '敏感词待审', firstPost: '新用户首帖' };

/** Pre-moderation of new accounts' first posts: on or off, with a reason. */
function PreModeration({ ask }: { ask: (a: ReasonAsk) => void }) {
  const canSet = useCan('/api/console/v1/held/setPreModeration');
  const settings = useRead('/api/console/v1/held/settings', {});
  if (!settings.data) return null;
  const on = settings.data.preModeration;
  return (
    <Space>
      <span>新用户首帖先审后发</span>
      <Switch
        checked={on}
        disabled={!canSet}
        onChange={(enabled) =>
          ask({
            title: enabled ? '开启新用户首帖先审' : '关闭新用户首帖先审',
            run: async (reason) => {
              await call('/api/console/v1/held/setPreModeration', { enabled, reason });
              settings.reload();
            },
          })
        }
      />
    </Space>
  );
}

/** What the content filter held for review (and first posts under pre-moderation): pass or reject, with a reason. */
export function HeldContent() {
  const list = usePaged<'/api/console/v1/held/list', Row>('/api/console/v1/held/list', { pageSize: 20 });
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [toast, holder] = message.useMessage();
  const decide = (r: Row, decision: 'pass' | 'reject') =>
    setAsk({
      title: `${decision === 'pass' ? '通过' : '驳回'}：${M.targetTypes[r.targetType]} #${r.targetId}`,
      run: async (reason) => {
        await call('/api/console/v1/held/decide', {
          targetType: r.targetType,
          targetId: Number(r.targetId),
          decision,
          reason,
        });
        void toast.success(M.done);
        list.reload();
      },
    });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {M.menu.held}
        </Typography.Title>
        <PreModeration ask={setAsk} />
      </Space>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey={(r) => `${r.targetType}:${r.targetId}`}
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        columns={[
          {
            title: '内容',
            key: 'target',
            render: (_, r) => (
              <Space direction="vertical" size={2} style={{ maxWidth: 620 }}>
                {r.target.title && <Typography.Text strong>{r.target.title}</Typography.Text>}
                <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
                  {r.target.text}
                </Typography.Paragraph>
                <Space size={4}>
                  {r.target.images.map((src) => (
                    <Image key={src} src={src} width={56} height={56} style={{ objectFit: 'cover' }} alt="" />
                  ))}
                </Space>
              </Space>
            ),
          },
          { title: '作者', key: 'author', width: 160, render: (_, r) => `${r.author.nickname}（${r.author.userId}）` },
          { title: '原因', dataIndex: 'cause', width: 110, render: (c: string) => <Tag>{CAUSE[c] ?? c}</Tag> },
          {
            title: M.actions,
            key: 'act',
            width: 150,
            render: (_, r) => (
              <Space>
                <Button size="small" type="primary" onClick={() => decide(r, 'pass')}>
                  通过
                </Button>
                <Button size="small" danger onClick={() => decide(r, 'reject')}>
                  驳回
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Button block disabled={!list.hasMore || list.loading} onClick={list.more}>
        {list.hasMore ? M.more : M.noMore}
      </Button>
      <ReasonModal ask={ask} onDone={() => setAsk(null)} />
    </Space>
  );
}
