import { Alert, Button, Input, Segmented, Space, Table, Tag, message } from 'antd';
import { useState } from 'react';
import { call } from '../api';
import { M } from '../messages';
import { HotelEditor, type Hotel } from '../parts/hotel-form';
import { priceText } from '../parts/money';
import { usePaged } from '../parts/paged-table';
import { EditDrawer } from '../parts/edit-drawer';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';
import { ScreenHeader } from '../parts/screen-header';
import { MoreButton } from '../parts/more-button';

type Status = 'all' | 'on' | 'off';

/** Hotels: search by name or id, shown or hidden in the app (with a reason), and the form in a drawer. */
export function Hotels() {
  const [q, setQ] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>('all');
  const list = usePaged<'/api/console/v1/hotels/list', Hotel>('/api/console/v1/hotels/list', {
    ...(q ? { q } : {}),
    ...(status !== 'all' ? { status } : {}),
    pageSize: 20,
  });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [toast, holder] = message.useMessage();
  const flip = (r: Hotel) =>
    setAsk({
      title: `${r.status === 'on' ? '下架' : '上架'}：${r.name}`,
      run: async (reason) => {
        await call('/api/console/v1/hotels/setStatus', {
          id: Number(r.id),
          status: r.status === 'on' ? 'off' : 'on',
          reason,
        });
        void toast.success(M.done);
        list.reload();
      },
    });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <ScreenHeader title={M.menu.hotels}>
        <Segmented<Status>
          value={status}
          onChange={setStatus}
          options={[
            { value: 'all', label: '全部' },
            { value: 'on', label: '已上架' },
            { value: 'off', label: '已下架' },
          ]}
        />
        <Input.Search placeholder="名称或编号" allowClear onSearch={(v) => setQ(v.trim() || undefined)} />
        <Button type="primary" onClick={() => setEditing('new')}>
          新建酒店
        </Button>
      </ScreenHeader>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Hotel>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80 },
          { title: '名称', key: 'name', render: (_, r) => (r.nameEn ? `${r.name}（${r.nameEn}）` : r.name) },
          { title: '星级', dataIndex: 'stars', width: 80, render: (s: number) => (s ? `${s} 星` : '—') },
          { title: '评分', dataIndex: 'score', width: 70, render: (s: number | null) => s ?? '—' },
          { title: '起价', key: 'price', width: 120, render: (_, r) => priceText(r.priceFrom, r.currency) },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: string) => (s === 'on' ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>),
          },
          {
            title: M.actions,
            key: 'act',
            width: 140,
            render: (_, r) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(r.id)}>
                  {M.edit}
                </Button>
                <Button size="small" onClick={() => flip(r)}>
                  {r.status === 'on' ? '下架' : '上架'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <MoreButton list={list} />
      <EditDrawer
        editing={editing}
        width={560}
        title={(e) => (e === 'new' ? '新建酒店' : '编辑酒店')}
        onClose={() => setEditing(null)}
      >
        {(e) => (
          <HotelEditor
            id={e === 'new' ? null : e}
            onSaved={() => {
              setEditing(null);
              void toast.success(M.done);
              list.reload();
            }}
          />
        )}
      </EditDrawer>
      <ReasonModal ask={ask} onDone={() => setAsk(null)} />
    </Space>
  );
}
