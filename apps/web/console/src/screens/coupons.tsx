import {
  Alert,
  Button,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Progress,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  message,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { call, type Output } from '../api';
import { M } from '../messages';
import { RANGE_PLACEHOLDER } from '../parts/dayjs-zh';
import { fromMinor, priceText, toMinor } from '../parts/money';
import { usePaged } from '../parts/paged-table';
import { errorText } from '../use-call';
import { MoreButton } from '../parts/more-button';

type Row = Output<'/api/console/v1/coupons/list'>['rows'][number];
type Kind = Row['kind'];

interface Fields {
  kind: Kind;
  title: string;
  description: string;
  discount: number;
  threshold: number;
  totalStock: number;
  perUserLimit: number;
  window: [Dayjs, Dayjs];
  storeIds: string[];
  channels: string[];
  poiId?: string;
  reason: string;
}

const KIND: Record<Kind, string> = { shop: '商城券', marketing: '营销券' };

/** Make or change a coupon: stock, per-user limit, validity window, the channels and stores it is for. */
function CouponForm({ editing, onSaved }: { editing: Row | 'new'; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const initial: Partial<Fields> =
    editing === 'new'
      ? {
          kind: 'shop',
          perUserLimit: 1,
          threshold: 0,
          storeIds: [],
          channels: [],
          window: [dayjs(), dayjs().add(30, 'day')],
        }
      : {
          kind: editing.kind,
          title: editing.title,
          description: editing.description,
          discount: fromMinor(editing.discountAmount, editing.currency),
          threshold: fromMinor(editing.thresholdAmount, editing.currency),
          totalStock: editing.totalStock,
          perUserLimit: editing.perUserLimit,
          window: [dayjs(editing.startsAt), dayjs(editing.endsAt)],
          storeIds: editing.storeIds,
          channels: editing.channels,
          ...(editing.poiId ? { poiId: editing.poiId } : {}),
        };
  const submit = async (f: Fields) => {
    setBusy(true);
    setError(undefined);
    const body = {
      kind: f.kind,
      title: f.title,
      description: f.description ?? '',
      currency: 'CNY' as const,
      discountAmount: toMinor(f.discount, 'CNY'),
      thresholdAmount: toMinor(f.threshold ?? 0, 'CNY'),
      totalStock: f.totalStock,
      perUserLimit: f.perUserLimit,
      startsAt: f.window[0].toISOString(),
      endsAt: f.window[1].toISOString(),
      storeIds: f.storeIds ?? [],
      channels: f.channels ?? [],
      poiId: f.poiId?.trim() ? Number(f.poiId.trim()) : null,
      // Not on this form: kept as it was.
      destinationId: editing !== 'new' && editing.destinationId ? Number(editing.destinationId) : null,
      reason: f.reason.trim(),
    };
    try {
      if (editing === 'new') await call('/api/console/v1/coupons/create', body);
      else await call('/api/console/v1/coupons/update', { id: Number(editing.id), ...body });
      onSaved();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Fields> form={form} layout="vertical" initialValues={initial} onFinish={(f) => void submit(f)}>
      <Form.Item label="类型" name="kind">
        <Radio.Group options={Object.entries(KIND).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item label="名称" name="title" rules={[{ required: true, max: 60 }]}>
        <Input />
      </Form.Item>
      <Form.Item label="说明" name="description" rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Space size="large">
        <Form.Item label="减免金额（元）" name="discount" rules={[{ required: true, type: 'number', min: 0.01 }]}>
          <InputNumber min={0.01} precision={2} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="使用门槛（元，0 为无门槛）" name="threshold">
          <InputNumber min={0} precision={2} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Space size="large">
        <Form.Item label="库存" name="totalStock" rules={[{ required: true, type: 'integer', min: 0 }]}>
          <InputNumber min={0} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="每人限领" name="perUserLimit" rules={[{ required: true, type: 'integer', min: 1, max: 100 }]}>
          <InputNumber min={1} max={100} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Form.Item label="有效期" name="window" rules={[{ required: true }]}>
        <DatePicker.RangePicker showTime placeholder={RANGE_PLACEHOLDER} />
      </Form.Item>
      <Form.Item
        label="展示于地点（POI 编号，可不填）"
        name="poiId"
        rules={[{ pattern: /^\d*$/, message: '请填写数字编号' }]}
      >
        <Input style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="适用渠道（留空为全部）" name="channels">
        <Select mode="tags" placeholder="渠道标识，如 wechat" />
      </Form.Item>
      <Form.Item label="适用门店（留空为全部）" name="storeIds">
        <Select mode="tags" placeholder="门店编号" />
      </Form.Item>
      <Form.Item
        label={M.reason}
        name="reason"
        rules={[{ required: true, whitespace: true, min: 2, max: 200, message: M.reasonRule }]}
      >
        <Input placeholder={M.reasonHint} />
      </Form.Item>
      {error && <Alert type="error" message={error} role="alert" style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={busy}>
        {M.save}
      </Button>
    </Form>
  );
}

/** Coupons with their claimed count against the stock ("3 / 3"). */
export function Coupons() {
  const [q, setQ] = useState<string | undefined>();
  const list = usePaged<'/api/console/v1/coupons/list', Row>('/api/console/v1/coupons/list', {
    ...(q ? { q } : {}),
    pageSize: 20,
  });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [toast, holder] = message.useMessage();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {M.menu.coupons}
        </Typography.Title>
        <Space>
          <Input.Search placeholder="名称或编号" allowClear onSearch={(v) => setQ(v.trim() || undefined)} />
          <Button onClick={list.reload}>{M.refresh}</Button>
          <Button type="primary" onClick={() => setEditing('new')}>
            新建优惠券
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
          { title: '名称', dataIndex: 'title' },
          { title: '类型', dataIndex: 'kind', width: 90, render: (k: Kind) => <Tag>{KIND[k]}</Tag> },
          {
            title: '优惠',
            key: 'amount',
            width: 150,
            render: (_, r) =>
              r.thresholdAmount > 0
                ? `满${priceText(r.thresholdAmount, r.currency)}减${priceText(r.discountAmount, r.currency)}`
                : `立减${priceText(r.discountAmount, r.currency)}`,
          },
          {
            title: '已领 / 库存',
            key: 'claimed',
            width: 170,
            render: (_, r) => (
              <Space direction="vertical" size={0} style={{ width: 140 }}>
                <span data-testid="coupon-claimed">{r.claimedText}</span>
                <Progress
                  size="small"
                  showInfo={false}
                  percent={r.totalStock ? (100 * r.claimedCount) / r.totalStock : 0}
                />
              </Space>
            ),
          },
          { title: '每人限领', dataIndex: 'perUserLimit', width: 90 },
          {
            title: '有效期',
            key: 'window',
            width: 200,
            render: (_, r) =>
              `${dayjs(r.startsAt).format('YYYY-MM-DD HH:mm')} 至 ${dayjs(r.endsAt).format('YYYY-MM-DD HH:mm')}`,
          },
          {
            title: '渠道',
            dataIndex: 'channels',
            width: 110,
            render: (c: string[]) => (c.length ? c.join('、') : '全部'),
          },
          {
            title: M.actions,
            key: 'act',
            width: 80,
            render: (_, r) => (
              <Button size="small" onClick={() => setEditing(r)}>
                {M.edit}
              </Button>
            ),
          },
        ]}
      />
      <MoreButton list={list} />
      <Drawer
        open={editing !== null}
        width={560}
        title={editing === 'new' ? '新建优惠券' : `编辑：${editing?.title ?? ''}`}
        onClose={() => setEditing(null)}
        destroyOnHidden
      >
        {editing && (
          <CouponForm
            editing={editing}
            onSaved={() => {
              setEditing(null);
              void toast.success(M.done);
              list.reload();
            }}
          />
        )}
      </Drawer>
    </Space>
  );
}
