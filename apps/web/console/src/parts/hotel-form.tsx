import { Alert, Form, Input, InputNumber, Rate, Select, Space, Spin } from 'antd';
import { call, type Output } from '../api';
import { useRead } from '../use-call';
import { ReasonField, SaveFooter, useSubmit } from './form-save';
import { CURRENCIES, fromMinor, toMinor, type Currency } from './money';

export type Hotel = Output<'/api/console/v1/hotels/get'>;

interface Fields {
  name: string;
  nameEn?: string;
  address?: string;
  stars: number;
  score?: number | null;
  currency: Currency;
  price: number;
  pictureUrl?: string;
  lat: number;
  lng: number;
  poiId?: string;
  destinationId?: string;
  reason: string;
}

const idOrNull = (v: string | undefined) => (v?.trim() ? Number(v.trim()) : null);
const digits = [{ pattern: /^\d*$/, message: '请填写数字编号' }];

function initialOf(h: Hotel | undefined): Partial<Fields> {
  if (!h) return { stars: 3, currency: 'CNY' };
  return {
    name: h.name,
    nameEn: h.nameEn,
    address: h.address,
    stars: h.stars,
    score: h.score,
    currency: h.currency,
    price: fromMinor(h.priceFrom, h.currency),
    pictureUrl: h.pictureUrl,
    lat: h.lat,
    lng: h.lng,
    poiId: h.poiId ?? '',
    destinationId: h.destinationId ?? '',
  };
}

/** Make or change a hotel: names, address, stars and score, the "起" price, picture and where it is. */
function HotelForm({ hotel, onSaved }: { hotel: Hotel | undefined; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  const save = useSubmit();
  const currency = Form.useWatch('currency', form) ?? hotel?.currency ?? 'CNY';
  const submit = (f: Fields) =>
    save.run(async () => {
      const body = {
        name: f.name,
        nameEn: f.nameEn ?? '',
        address: f.address ?? '',
        stars: f.stars,
        score: f.score ?? null,
        currency: f.currency,
        priceFrom: toMinor(f.price, f.currency),
        pictureUrl: f.pictureUrl ?? '',
        lat: f.lat,
        lng: f.lng,
        poiId: idOrNull(f.poiId),
        destinationId: idOrNull(f.destinationId),
        reason: f.reason.trim(),
      };
      if (hotel) await call('/api/console/v1/hotels/update', { id: Number(hotel.id), ...body });
      else await call('/api/console/v1/hotels/create', body);
      onSaved();
    });
  return (
    <Form<Fields> form={form} layout="vertical" initialValues={initialOf(hotel)} onFinish={(f) => void submit(f)}>
      <Form.Item label="酒店名称" name="name" rules={[{ required: true, whitespace: true, max: 80 }]}>
        <Input />
      </Form.Item>
      <Form.Item label="英文名称" name="nameEn" rules={[{ max: 120 }]}>
        <Input />
      </Form.Item>
      <Form.Item label="地址" name="address" rules={[{ max: 200 }]}>
        <Input />
      </Form.Item>
      <Space size="large">
        <Form.Item label="星级" name="stars">
          <Rate count={5} />
        </Form.Item>
        <Form.Item label="评分（0–9.9）" name="score">
          <InputNumber min={0} max={9.9} step={0.1} precision={1} style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Space size="large">
        <Form.Item label="币种" name="currency">
          <Select options={[...CURRENCIES]} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label={`起价（${currency === 'WYB' ? '无忧币' : '元'}）`}
          name="price"
          rules={[{ required: true, type: 'number', min: 0 }]}
        >
          <InputNumber min={0} precision={currency === 'WYB' ? 0 : 2} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Form.Item label="图片地址" name="pictureUrl" rules={[{ max: 500 }]}>
        <Input placeholder="https://…" />
      </Form.Item>
      <Space size="large">
        <Form.Item label="纬度" name="lat" rules={[{ required: true, type: 'number', min: -90, max: 90 }]}>
          <InputNumber min={-90} max={90} step={0.0001} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="经度" name="lng" rules={[{ required: true, type: 'number', min: -180, max: 180 }]}>
          <InputNumber min={-180} max={180} step={0.0001} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Space size="large">
        <Form.Item label="关联地点（POI 编号）" name="poiId" rules={digits}>
          <Input style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="所属目的地编号" name="destinationId" rules={digits}>
          <Input style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <ReasonField />
      <SaveFooter busy={save.busy} error={save.error} />
    </Form>
  );
}

/** The form of one hotel, read afresh with hotels/get (a new hotel: empty). */
export function HotelEditor({ id, onSaved }: { id: string | null; onSaved: () => void }) {
  const read = useRead('/api/console/v1/hotels/get', id === null ? null : { id: Number(id) });
  if (read.error) return <Alert type="error" message={read.error} />;
  if (id !== null && !read.data) return <Spin />;
  return <HotelForm hotel={read.data} onSaved={onSaved} />;
}
