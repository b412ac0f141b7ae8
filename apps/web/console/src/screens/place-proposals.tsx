import { Alert, Button, Segmented, Space, Table, Typography, message } from 'antd';
import { useState } from 'react';
import { call, type Output } from '../api';
import { M } from '../messages';
import { usePaged } from '../parts/paged-table';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';
import { MoreButton } from '../parts/more-button';

type Row = Output<'/api/console/v1/places/proposals'>['rows'][number];
type State = 'pending' | 'approved' | 'rejected';
const STATE: Record<State, string> = { pending: '待审核', approved: '已通过', rejected: '已驳回' };

/** Members' proposed places: approve (it becomes a place) or reject, with a reason. */
export function PlaceProposals() {
  const [state, setState] = useState<State>('pending');
  const list = usePaged<'/api/console/v1/places/proposals', Row>('/api/console/v1/places/proposals', {
    state,
    pageSize: 20,
  });
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [toast, holder] = message.useMessage();
  const decide = (r: Row, approve: boolean) =>
    setAsk({
      title: `${approve ? '通过' : '驳回'}：${r.name}`,
      run: async (reason) => {
        await call('/api/console/v1/places/decideProposal', { id: Number(r.id), approve, reason });
        void toast.success(M.done);
        list.reload();
      },
    });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          地点提议
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
          { title: '名称', dataIndex: 'name', width: 180 },
          { title: '类型', dataIndex: 'kind', width: 90 },
          { title: '地址', dataIndex: 'address' },
          { title: '介绍', dataIndex: 'intro', ellipsis: true },
          { title: '提议人', key: 'p', width: 140, render: (_, r) => r.proposer.nickname },
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
                    驳回
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
