import { Alert, Avatar, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { Output } from '../api';
import { M } from '../messages';
import { usePaged } from '../parts/paged-table';
import { PersonDrawer } from '../parts/person-drawer';
import { MoreButton } from '../parts/more-button';

type Row = Output<'/api/console/v1/people/search'>['rows'][number];

/** Find a member by nickname, user code or phone (shown masked), then open their record. */
export function People() {
  const [q, setQ] = useState<string | null>(null);
  const list = usePaged<'/api/console/v1/people/search', Row>(
    '/api/console/v1/people/search',
    q ? { q, pageSize: 20 } : null,
  );
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {M.menu.people}
      </Typography.Title>
      <Input.Search
        placeholder="昵称、用户编号或手机号"
        enterButton={M.search}
        style={{ width: 420 }}
        onSearch={(v) => setQ(v.trim() || null)}
      />
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey="userId"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        onRow={(r) => ({ onClick: () => setOpen(r.userId), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: '昵称',
            dataIndex: 'nickname',
            render: (n: string, r) => (
              <Space>
                <Avatar src={r.avatar ?? undefined} size="small">
                  {n.slice(0, 1)}
                </Avatar>
                {n}
              </Space>
            ),
          },
          { title: '用户编号', dataIndex: 'userId', width: 180 },
          { title: '手机号', dataIndex: 'mobile', width: 160, render: (m: string | null) => m ?? '—' },
          {
            title: '注册时间',
            dataIndex: 'createdAt',
            width: 180,
            render: (at: string) => new Date(at).toLocaleString('zh-CN'),
          },
        ]}
      />
      <MoreButton list={list} />
      <PersonDrawer userId={open} onClose={() => setOpen(null)} />
    </Space>
  );
}
