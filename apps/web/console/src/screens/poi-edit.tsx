import { Alert, Button, Card, Form, Image, Input, InputNumber, Select, Space, Spin, Typography, message } from 'antd';
import { useState } from 'react';
import { call, type Output } from '../api';
import { M } from '../messages';
import { ReasonField, SaveFooter, useSubmit } from '../parts/form-save';
import { ScreenHeader } from '../parts/screen-header';
import { useRead } from '../use-call';

type Poi = Output<'/api/console/v1/places/poi'>;
type Fields = Pick<Poi, 'notices' | 'photos' | 'tags'> & { reason: string };

const KINDS = [
  { value: 'hours', label: '开放时间' },
  { value: 'ticket', label: '门票' },
  { value: 'tip', label: '游玩提示' },
  { value: 'traffic', label: '交通' },
];

/** A POI's notices, photos and tags as one form: what it sends replaces all three. */
function PoiForm({ poi, onSaved }: { poi: Poi; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  const save = useSubmit();
  const photos = Form.useWatch('photos', form) ?? poi.photos;
  const submit = (f: Fields) =>
    save.run(async () => {
      await call('/api/console/v1/places/editPoi', {
        id: Number(poi.id),
        notices: f.notices ?? [],
        photos: f.photos ?? [],
        tags: f.tags ?? [],
        reason: f.reason.trim(),
      });
      form.resetFields(['reason']);
      onSaved();
    });
  return (
    <Form<Fields> form={form} layout="vertical" initialValues={poi} onFinish={(f) => void submit(f)}>
      <Form.Item label="标签（回车添加，每个 1–20 字，最多 20 个）" name="tags">
        <Select mode="tags" open={false} style={{ maxWidth: 640 }} maxCount={20} />
      </Form.Item>
      <Typography.Title level={5}>须知</Typography.Title>
      <Form.List name="notices">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%', maxWidth: 800, marginBottom: 16 }}>
            {fields.map((f) => (
              <Card size="small" key={f.key} data-testid="poi-notice">
                <Space align="start">
                  <Form.Item label="类型" name={[f.name, 'kind']}>
                    <Select options={KINDS} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item
                    label="标题"
                    name={[f.name, 'title']}
                    rules={[{ required: true, whitespace: true, max: 40 }]}
                  >
                    <Input style={{ width: 220 }} />
                  </Form.Item>
                  <Button danger type="link" style={{ marginTop: 30 }} onClick={() => remove(f.name)}>
                    移除
                  </Button>
                </Space>
                <Form.Item
                  label="内容"
                  name={[f.name, 'body']}
                  rules={[{ required: true, whitespace: true, max: 2000 }]}
                >
                  <Input.TextArea rows={3} showCount maxLength={2000} />
                </Form.Item>
              </Card>
            ))}
            <Button type="dashed" block disabled={fields.length >= 20} onClick={() => add({ kind: 'tip' })}>
              添加须知
            </Button>
          </Space>
        )}
      </Form.List>
      <Typography.Title level={5}>图片</Typography.Title>
      <Form.List name="photos">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%', maxWidth: 800, marginBottom: 16 }}>
            {fields.map((f) => (
              <Space key={f.key} align="start">
                <Image src={photos[f.name]?.url} width={72} height={54} style={{ objectFit: 'cover' }} alt="" />
                <Form.Item name={[f.name, 'url']} rules={[{ required: true, whitespace: true, max: 500 }]}>
                  <Input placeholder="图片地址" style={{ width: 380 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'width']} rules={[{ required: true }]}>
                  <InputNumber min={0} max={20000} precision={0} addonAfter="宽" style={{ width: 120 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'height']} rules={[{ required: true }]}>
                  <InputNumber min={0} max={20000} precision={0} addonAfter="高" style={{ width: 120 }} />
                </Form.Item>
                <Button danger type="link" onClick={() => remove(f.name)}>
                  移除
                </Button>
              </Space>
            ))}
            <Button type="dashed" block disabled={fields.length >= 30} onClick={() => add({ width: 0, height: 0 })}>
              添加图片
            </Button>
          </Space>
        )}
      </Form.List>
      <div style={{ maxWidth: 640 }}>
        <ReasonField />
        <SaveFooter busy={save.busy} error={save.error} />
      </div>
    </Form>
  );
}

/** Open a POI by its id (as the app's address shows it: /poi/details?id=…) and edit its notices, photos and tags. */
export function PoiEdit() {
  const [id, setId] = useState<number | null>(null);
  const poi = useRead('/api/console/v1/places/poi', id === null ? null : { id });
  const [toast, holder] = message.useMessage();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <ScreenHeader title={M.menu.poi}>
        <Input.Search
          placeholder="地点（POI）编号"
          enterButton="打开"
          style={{ width: 320 }}
          onSearch={(v) => setId(/^\d+$/.test(v.trim()) ? Number(v.trim()) : null)}
        />
      </ScreenHeader>
      {id === null && (
        <Typography.Text type="secondary">
          输入地点编号打开（编号见 App 地点详情页地址 /poi/details?id=… 中的 id）；目前只能按编号查找。
        </Typography.Text>
      )}
      {poi.error && <Alert type="error" message={poi.error} />}
      {id !== null && poi.loading && !poi.data && <Spin />}
      {poi.data && poi.data.id === String(id) && !poi.error && (
        <>
          <Typography.Title level={5} data-testid="poi-name">
            {poi.data.name}（#{poi.data.id}）
          </Typography.Title>
          <PoiForm
            key={JSON.stringify(poi.data)}
            poi={poi.data}
            onSaved={() => {
              void toast.success(M.done);
              poi.reload();
            }}
          />
        </>
      )}
    </Space>
  );
}
