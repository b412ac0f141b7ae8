import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { call, type Output } from '../api';
import { M } from '../messages';
import { CURRENCIES, fromMinor, toMinor, type Currency } from './money';
import { errorText, useRead } from '../use-call';

type Detail = Output<'/api/console/v1/products/get'>;

interface SkuFields {
  id?: string;
  title: string;
  price: number;
  marketPrice?: number | null;
  stock: number;
  on: boolean;
  options?: Array<{ name: string; value: string }>;
}
interface Fields {
  title: string;
  titleEn?: string;
  subtitle?: string;
  coverUrl?: string;
  images?: string[];
  currency: Currency;
  marketPrice?: number | null;
  tags?: string[];
  skus: SkuFields[];
  reason: string;
}

function initialOf(d: Detail | undefined): Partial<Fields> {
  if (!d) return { currency: 'CNY', skus: [{ title: '默认规格', price: 0, stock: 0, on: true }], tags: [], images: [] };
  return {
    title: d.title,
    titleEn: d.titleEn,
    subtitle: d.subtitle,
    coverUrl: d.coverUrl,
    images: d.images,
    currency: d.currency,
    marketPrice: d.marketPrice === null ? null : fromMinor(d.marketPrice, d.currency),
    tags: d.tags,
    skus: d.skus.map((s) => ({
      id: s.id,
      title: s.title,
      price: fromMinor(s.price, d.currency),
      marketPrice: s.marketPrice === null ? null : fromMinor(s.marketPrice, d.currency),
      stock: s.stock,
      on: s.status === 'on',
      options: s.options,
    })),
  };
}

/** The form itself, once the product (if any) is read: fields, SKUs with price and stock, the reason. */
function Fields({ id, detail, onSaved }: { id: string | null; detail: Detail | undefined; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  const currency = Form.useWatch('currency', form) ?? detail?.currency ?? 'CNY';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const unit = currency === 'WYB' ? '无忧币' : '元';
  const submit = async (f: Fields) => {
    setBusy(true);
    setError(undefined);
    const minor = (v: number | null | undefined) => (v === null || v === undefined ? null : toMinor(v, f.currency));
    const body = {
      title: f.title,
      titleEn: f.titleEn ?? '',
      subtitle: f.subtitle ?? '',
      coverUrl: f.coverUrl ?? '',
      images: f.images ?? [],
      currency: f.currency,
      marketPrice: minor(f.marketPrice),
      poiId: null,
      destinationId: null,
      tags: f.tags ?? [],
      skus: f.skus.map((s, i) => ({
        ...(s.id ? { id: Number(s.id) } : {}),
        title: s.title,
        options: s.options ?? [],
        price: toMinor(s.price, f.currency),
        marketPrice: minor(s.marketPrice),
        stock: s.stock,
        sort: i,
        status: s.on ? ('on' as const) : ('off' as const),
      })),
      reason: f.reason.trim(),
    };
    try {
      if (id) await call('/api/console/v1/products/update', { id: Number(id), ...body });
      else await call('/api/console/v1/products/create', body);
      onSaved();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Fields> form={form} layout="vertical" initialValues={initialOf(detail)} onFinish={(f) => void submit(f)}>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="商品名称" name="title" rules={[{ required: true, max: 80 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="英文名称" name="titleEn" rules={[{ max: 120 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="副标题" name="subtitle" rules={[{ max: 120 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="币种" name="currency" rules={[{ required: true }]}>
            <Select options={CURRENCIES.map((c) => ({ ...c }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label={`划线价（${unit}）`} name="marketPrice">
            <InputNumber min={0} precision={currency === 'WYB' ? 0 : 2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="标签" name="tags">
            <Select mode="tags" maxCount={10} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="封面图地址" name="coverUrl" rules={[{ max: 500 }]}>
            <Input placeholder="https://" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="详情图地址" name="images">
            <Select mode="tags" maxCount={20} placeholder="输入后回车" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>规格（SKU）</Typography.Title>
      <Form.List
        name="skus"
        rules={[
          { validator: async (_, v: unknown[]) => (v?.length ? undefined : Promise.reject(new Error('至少一个规格'))) },
        ]}
      >
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.map((field) => (
              <Card size="small" key={field.key}>
                <Row gutter={12} align="bottom">
                  <Col span={7}>
                    <Form.Item label="规格名" name={[field.name, 'title']} rules={[{ required: true, max: 60 }]}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item label={`售价（${unit}）`} name={[field.name, 'price']} rules={[{ required: true }]}>
                      <InputNumber min={0} precision={currency === 'WYB' ? 0 : 2} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item label={`划线价（${unit}）`} name={[field.name, 'marketPrice']}>
                      <InputNumber min={0} precision={currency === 'WYB' ? 0 : 2} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item label="库存" name={[field.name, 'stock']} rules={[{ required: true }]}>
                      <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item label="在售" name={[field.name, 'on']} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                  </Col>
                  <Col span={2}>
                    <Form.Item>
                      <Button danger type="link" onClick={() => remove(field.name)} disabled={fields.length === 1}>
                        移除
                      </Button>
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            ))}
            <Button type="dashed" block onClick={() => add({ title: '', price: 0, stock: 0, on: true })}>
              添加规格
            </Button>
          </Space>
        )}
      </Form.List>
      <Form.Item
        label={M.reason}
        name="reason"
        style={{ marginTop: 16 }}
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

/** A product's form: a new one (`id` null) or one read first with every SKU, those off sale included. */
export function ProductForm({ id, onSaved }: { id: string | null; onSaved: () => void }) {
  const detail = useRead('/api/console/v1/products/get', id ? { id: Number(id) } : null);
  if (id && detail.error) return <Alert type="error" message={detail.error} />;
  if (id && !detail.data) return null;
  return <Fields id={id} detail={detail.data} onSaved={onSaved} />;
}
