import { Alert, Button, Drawer, Input, Space, Table, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import { call, type Output } from '../api';
import { M } from '../messages';
import { priceText } from '../parts/money';
import { usePaged } from '../parts/paged-table';
import { ProductForm } from '../parts/product-form';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';
import { MoreButton } from '../parts/more-button';

type Row = Output<'/api/console/v1/products/list'>['rows'][number];

/** Products: search, put on or take off sale (with a reason), and the form with SKUs, prices and stock. */
export function Products() {
  const [q, setQ] = useState<string | undefined>();
  const list = usePaged<'/api/console/v1/products/list', Row>('/api/console/v1/products/list', {
    ...(q ? { q } : {}),
    pageSize: 20,
  });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [toast, holder] = message.useMessage();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {M.menu.products}
        </Typography.Title>
        <Space>
          <Input.Search placeholder="名称或编号" allowClear onSearch={(v) => setQ(v.trim() || undefined)} />
          <Button type="primary" onClick={() => setEditing('new')}>
            新建商品
          </Button>
        </Space>
      </Space>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80 },
          { title: '名称', dataIndex: 'title' },
          { title: '起售价', key: 'price', width: 130, render: (_, r) => priceText(r.priceFrom, r.currency) },
          { title: '规格数', dataIndex: 'skuCount', width: 80 },
          { title: '库存', dataIndex: 'stock', width: 90 },
          { title: '销量', dataIndex: 'sales', width: 90 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: string) => (s === 'on' ? <Tag color="green">在售</Tag> : <Tag>已下架</Tag>),
          },
          {
            title: M.actions,
            key: 'act',
            width: 160,
            render: (_, r) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(r.id)}>
                  {M.edit}
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    setAsk({
                      title: `${r.status === 'on' ? '下架' : '上架'}：${r.title}`,
                      run: async (reason) => {
                        await call('/api/console/v1/products/setStatus', {
                          id: Number(r.id),
                          status: r.status === 'on' ? 'off' : 'on',
                          reason,
                        });
                        void toast.success(M.done);
                        list.reload();
                      },
                    })
                  }
                >
                  {r.status === 'on' ? '下架' : '上架'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <MoreButton list={list} />
      <Drawer
        open={editing !== null}
        width={880}
        title={editing === 'new' ? '新建商品' : '编辑商品'}
        onClose={() => setEditing(null)}
        destroyOnHidden
      >
        {editing && (
          <ProductForm
            id={editing === 'new' ? null : editing}
            onSaved={() => {
              setEditing(null);
              void toast.success(M.done);
              list.reload();
            }}
          />
        )}
      </Drawer>
      <ReasonModal ask={ask} onDone={() => setAsk(null)} />
    </Space>
  );
}
