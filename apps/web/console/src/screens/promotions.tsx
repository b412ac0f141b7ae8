import { Alert, Button, DatePicker, Form, Input, InputNumber, Space, Table, Tag, Typography, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { call, type Output } from '../api';
import { M } from '../messages';
import { RANGE_PLACEHOLDER } from '../parts/dayjs-zh';
import { ReasonField, SaveFooter, useSubmit } from '../parts/form-save';
import { fromMinor, priceText, toMinor } from '../parts/money';
import { usePaged } from '../parts/paged-table';
import { EditDrawer } from '../parts/edit-drawer';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';
import { ScreenHeader } from '../parts/screen-header';
import { useRead } from '../use-call';
import { MoreButton } from '../parts/more-button';

type Row = Output<'/api/console/v1/promotions/list'>['rows'][number];

interface Fields {
  productId: string;
  title: string;
  label?: string;
  price: number;
  window: [Dayjs, Dayjs];
  sort?: number;
  reason: string;
}

const STATE: Record<Row['state'], [string, string]> = {
  upcoming: ['未开始', 'blue'],
  running: ['进行中', 'green'],
  ended: ['已结束', 'default'],
};
const when = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm');

/** Make or change a promotion of a product: its price in the product's currency and its window. */
function PromotionForm({ editing, onSaved }: { editing: Row | 'new'; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  const save = useSubmit();
  const productId = Form.useWatch('productId', form);
  const product = useRead(
    '/api/console/v1/products/get',
    editing === 'new' && productId && /^\d+$/.test(productId) ? { id: Number(productId) } : null,
  );
  const currency = editing === 'new' ? (product.data?.currency ?? 'CNY') : editing.currency;
  // The product as its id is typed: its title and lowest price on sale, which the promotion must stay below.
  const hint = product.error ? (
    <Typography.Text type="danger">{product.error}</Typography.Text>
  ) : (
    product.data && (
      <Typography.Text type="secondary" data-testid="promotion-product">
        {product.data.title} · 现价 {priceText(product.data.priceFrom, product.data.currency)} 起（促销价须低于此价）
      </Typography.Text>
    )
  );
  const initial: Partial<Fields> =
    editing === 'new'
      ? { sort: 0, window: [dayjs(), dayjs().add(7, 'day')] }
      : {
          productId: editing.productId,
          title: editing.title,
          label: editing.label,
          price: fromMinor(editing.promoPrice, editing.currency),
          window: [dayjs(editing.startsAt), dayjs(editing.endsAt)],
          sort: editing.sort,
        };
  const submit = (f: Fields) =>
    save.run(async () => {
      const body = {
        title: f.title,
        label: f.label ?? '',
        promoPrice: toMinor(f.price, currency),
        startsAt: f.window[0].toISOString(),
        endsAt: f.window[1].toISOString(),
        sort: f.sort ?? 0,
        reason: f.reason.trim(),
      };
      if (editing === 'new')
        await call('/api/console/v1/promotions/create', { productId: Number(f.productId), ...body });
      else await call('/api/console/v1/promotions/update', { id: Number(editing.id), ...body });
      onSaved();
    });
  return (
    <Form<Fields> form={form} layout="vertical" initialValues={initial} onFinish={(f) => void submit(f)}>
      <Form.Item
        label="商品编号"
        name="productId"
        rules={[{ required: true, pattern: /^\d+$/, message: '请填写商品编号' }]}
        extra={editing === 'new' ? hint : undefined}
      >
        <Input style={{ width: 200 }} disabled={editing !== 'new'} />
      </Form.Item>
      <Form.Item label="促销名称" name="title" rules={[{ required: true, whitespace: true, max: 40 }]}>
        <Input />
      </Form.Item>
      <Form.Item label="角标（如 限时特惠，可不填）" name="label" rules={[{ max: 12 }]}>
        <Input style={{ width: 200 }} />
      </Form.Item>
      <Space size="large">
        <Form.Item
          label={`促销价（${currency === 'WYB' ? '无忧币' : '元'}）`}
          name="price"
          rules={[{ required: true, type: 'number', min: 0.01 }]}
        >
          <InputNumber min={0.01} precision={currency === 'WYB' ? 0 : 2} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="排序（小的在前）" name="sort">
          <InputNumber min={0} max={10000} precision={0} style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Form.Item label="促销时间" name="window" rules={[{ required: true }]}>
        <DatePicker.RangePicker showTime placeholder={RANGE_PLACEHOLDER} />
      </Form.Item>
      <ReasonField />
      <SaveFooter busy={save.busy} error={save.error} />
    </Form>
  );
}

/** Promotions, newest first or one product's: make, change or remove one (each with a reason). */
export function Promotions() {
  const [productId, setProductId] = useState<number | undefined>();
  const list = usePaged<'/api/console/v1/promotions/list', Row>('/api/console/v1/promotions/list', {
    ...(productId ? { productId } : {}),
    pageSize: 20,
  });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [toast, holder] = message.useMessage();
  const remove = (r: Row) =>
    setAsk({
      title: `删除促销：${r.title}`,
      run: async (reason) => {
        await call('/api/console/v1/promotions/remove', { id: Number(r.id), reason });
        void toast.success(M.done);
        list.reload();
      },
    });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <ScreenHeader title={M.menu.promotions}>
        <Input.Search
          placeholder="商品编号"
          allowClear
          onSearch={(v) => setProductId(/^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined)}
        />
        <Button onClick={list.reload}>{M.refresh}</Button>
        <Button type="primary" onClick={() => setEditing('new')}>
          新建促销
        </Button>
      </ScreenHeader>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        columns={[
          { title: '促销', key: 'title', render: (_, r) => (r.label ? `${r.title}（${r.label}）` : r.title) },
          { title: '商品', key: 'product', render: (_, r) => `${r.productTitle} #${r.productId}` },
          { title: '促销价', key: 'price', width: 120, render: (_, r) => priceText(r.promoPrice, r.currency) },
          { title: '时间', key: 'window', width: 300, render: (_, r) => `${when(r.startsAt)} 至 ${when(r.endsAt)}` },
          {
            title: '状态',
            dataIndex: 'state',
            width: 90,
            render: (s: Row['state']) => <Tag color={STATE[s][1]}>{STATE[s][0]}</Tag>,
          },
          {
            title: M.actions,
            key: 'act',
            width: 140,
            render: (_, r) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(r)}>
                  {M.edit}
                </Button>
                <Button size="small" danger onClick={() => remove(r)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <MoreButton list={list} />
      <EditDrawer
        editing={editing}
        width={520}
        title={(e) => (e === 'new' ? '新建促销' : `编辑：${e.title}`)}
        onClose={() => setEditing(null)}
      >
        {(e) => (
          <PromotionForm
            editing={e}
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
