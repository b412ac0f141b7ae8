import { Alert, Button, Segmented, Space, Table, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import { call, type Output } from '../api';
import { M } from '../messages';
import { usePaged } from '../parts/paged-table';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';
import { MoreButton } from '../parts/more-button';

type Row = Output<'/api/console/v1/publisherApplications/list'>['rows'][number];
type State = Row['state'];
const STATE: Record<State, string> = { pending: '待审核', approved: '已通过', declined: '已拒绝' };

/** Members' applications to publish activities: approve (they join the whitelist) or decline, with a reason. */
export function PublisherApplications() {
  const [state, setState] = useState<State>('pending');
  const list = usePaged<'/api/console/v1/publisherApplications/list', Row>(
    '/api/console/v1/publisherApplications/list',
    { state, pageSize: 20 },
  );
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [toast, holder] = message.useMessage();
  const decide = (r: Row, approve: boolean) =>
    setAsk({
      title: `${approve ? '通过' : '拒绝'}：${r.user.nickname} 的申请`,
      run: async (reason) => {
        await call('/api/console/v1/publisherApplications/decide', { id: Number(r.id), approve, reason });
        void toast.success(M.done);
        list.reload();
      },
    });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {M.menu.applications}
        </Typography.Title>
        <Segmented
          value={state}
          onChange={(v) => setState(v as State)}
          options={Object.entries(STATE).map(([value, label]) => ({ value, label }))}
        />
      </Space>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        columns={[
          { title: '申请人', key: 'user', width: 220, render: (_, r) => `${r.user.nickname}（${r.user.userId}）` },
          { title: '申请理由', dataIndex: 'reason' },
          { title: '状态', dataIndex: 'state', width: 90, render: (s: State) => <Tag>{STATE[s]}</Tag> },
          { title: '答复', dataIndex: 'answer', width: 160 },
          {
            title: '申请时间',
            dataIndex: 'createdAt',
            width: 170,
            render: (at: string) => new Date(at).toLocaleString('zh-CN'),
          },
          {
            title: M.actions,
            key: 'act',
            width: 140,
            render: (_, r) =>
              r.state === 'pending' && (
                <Space size={4}>
                  <Button size="small" type="primary" onClick={() => decide(r, true)}>
                    通过
                  </Button>
                  <Button size="small" danger onClick={() => decide(r, false)}>
                    拒绝
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <MoreButton list={list} />
      <ReasonModal ask={ask} onDone={() => setAsk(null)} />
    </Space>
  );
}
