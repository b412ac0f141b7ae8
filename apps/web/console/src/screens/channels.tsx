import { Alert, Select, Space, Table, Typography, message } from 'antd';
import { useState } from 'react';
import { call, type Output } from '../api';
import { M } from '../messages';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';
import { useRead } from '../use-call';

type Row = Output<'/api/console/v1/channels/list'>['rows'][number];
type Switch = 'showFollow' | 'showRelease' | 'showCircle' | 'showCard' | 'showCollect' | 'showInlet';
const SWITCHES: Array<[Switch, string]> = [
  ['showFollow', '关注'],
  ['showRelease', '发布'],
  ['showCircle', '圈子'],
  ['showCard', '卡片'],
  ['showCollect', '收藏'],
  ['showInlet', '入口'],
];
const CHOICES = [
  { value: 'default', label: '默认' },
  { value: 'on', label: '显示' },
  { value: 'off', label: '隐藏' },
];

/** Each channel's buttons (show or hide, or the store id's default), effective for new sessions. */
export function Channels() {
  const list = useRead('/api/console/v1/channels/list', {});
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [toast, holder] = message.useMessage();
  const set = (r: Row, key: Switch, choice: string) =>
    setAsk({
      title: `${r.name}：${SWITCHES.find(([k]) => k === key)![1]}`,
      run: async (reason) => {
        await call('/api/console/v1/channels/save', {
          source: r.source,
          [key]: choice === 'default' ? null : choice === 'on',
          reason,
        });
        void toast.success(M.done);
        list.reload();
      },
    });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Typography.Title level={4} style={{ margin: 0 }}>
        渠道配置
      </Typography.Title>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey="source"
        size="small"
        loading={list.loading}
        dataSource={list.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 1100 }}
        columns={[
          { title: '渠道', dataIndex: 'name', width: 140, fixed: 'left' },
          { title: '标识', dataIndex: 'source', width: 120 },
          { title: '门店', dataIndex: 'storeId', width: 100 },
          ...SWITCHES.map(([key, label]) => ({
            title: label,
            key,
            width: 100,
            render: (_: unknown, r: Row) => (
              <Select
                size="small"
                style={{ width: 80 }}
                value={r[key] === null ? 'default' : r[key] ? 'on' : 'off'}
                options={CHOICES}
                onChange={(v: string) => set(r, key, v)}
              />
            ),
          })),
        ]}
      />
      <ReasonModal ask={ask} onDone={() => setAsk(null)} />
    </Space>
  );
}
