import { Button, Card, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { call, type Output } from '../api';
import { ReasonField, SaveFooter, useSubmit } from './form-save';

export type SignDay = Output<'/api/console/v1/sign/calendar'>['days'][number];

interface AwardFields {
  id?: string;
  rewardName: string;
  probability: number;
  rewardType: 'coin' | 'exp';
  rewardQuantity: number;
}
interface Fields {
  describe: string;
  rewardCoin?: number;
  rewardExp?: number;
  iconUrl?: string;
  isRemind: boolean;
  awards?: AwardFields[];
  reason: string;
}

const TYPES = [
  { value: 'coin', label: '无忧币' },
  { value: 'exp', label: '成长值' },
];
// Cents of a percent, as the server adds them: 33.33 + 33.33 + 33.34 is exactly 100.
const totalOf = (awards: Array<Partial<AwardFields> | undefined> | undefined) =>
  (awards ?? []).reduce((sum, a) => sum + Math.round((a?.probability ?? 0) * 100), 0) / 100;

/**
 * One day of the sign-in cycle: its text, its reward, and its mystery awards as they should be (an award with an id
 * is changed, a new one added, one taken out removed). The awards together are at most 100%.
 */
export function SignDayForm({ dayNo, day, onSaved }: { dayNo: number; day: SignDay | null; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  const save = useSubmit();
  const total = totalOf(Form.useWatch('awards', form));
  const initial: Partial<Fields> = day
    ? { ...day, awards: day.awards.map((a) => ({ ...a })) }
    : { describe: `第${dayNo}天`, rewardCoin: 0, rewardExp: 0, isRemind: false, awards: [] };
  const submit = (f: Fields) =>
    save.run(async () => {
      await call('/api/console/v1/sign/saveDay', {
        dayNo,
        describe: f.describe,
        rewardCoin: f.rewardCoin ?? 0,
        rewardExp: f.rewardExp ?? 0,
        iconUrl: f.iconUrl ?? '',
        isRemind: f.isRemind,
        awards: (f.awards ?? []).map((a) => ({
          ...(a.id ? { id: Number(a.id) } : {}),
          rewardName: a.rewardName,
          probability: a.probability,
          rewardType: a.rewardType,
          rewardQuantity: a.rewardQuantity,
        })),
        reason: f.reason.trim(),
      });
      onSaved();
    });
  return (
    <Form<Fields> form={form} layout="vertical" initialValues={initial} onFinish={(f) => void submit(f)}>
      <Form.Item label="当天文案" name="describe" rules={[{ required: true, whitespace: true, max: 40 }]}>
        <Input />
      </Form.Item>
      <Space size="large">
        <Form.Item label="签到奖励无忧币" name="rewardCoin">
          <InputNumber min={0} max={100000} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="签到奖励成长值" name="rewardExp">
          <InputNumber min={0} max={100000} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="提醒签到" name="isRemind" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item label="图标地址" name="iconUrl" rules={[{ max: 500 }]}>
        <Input placeholder="https://…" />
      </Form.Item>
      <Typography.Title level={5}>
        神秘奖励{' '}
        <Typography.Text type={total > 100 ? 'danger' : 'secondary'} data-testid="award-total">
          概率合计 {total}%（不超过 100%，余下为不额外奖励）
        </Typography.Text>
      </Typography.Title>
      <Form.List name="awards">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.map((field) => (
              <Card size="small" key={field.key} data-testid="award">
                <Form.Item name={[field.name, 'id']} hidden>
                  <Input />
                </Form.Item>
                <Space align="start" wrap>
                  <Form.Item label="奖励名称" name={[field.name, 'rewardName']} rules={[{ required: true, max: 40 }]}>
                    <Input style={{ width: 150 }} />
                  </Form.Item>
                  <Form.Item
                    label="概率（%）"
                    name={[field.name, 'probability']}
                    rules={[{ required: true, type: 'number', min: 0, max: 100 }]}
                  >
                    <InputNumber min={0} max={100} precision={2} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item label="类型" name={[field.name, 'rewardType']}>
                    <Select options={TYPES} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item
                    label="数量"
                    name={[field.name, 'rewardQuantity']}
                    rules={[{ required: true, type: 'integer', min: 1, max: 100000 }]}
                  >
                    <InputNumber min={1} max={100000} precision={0} style={{ width: 100 }} />
                  </Form.Item>
                  <Button danger type="link" style={{ marginTop: 30 }} onClick={() => remove(field.name)}>
                    移除
                  </Button>
                </Space>
              </Card>
            ))}
            <Button
              block
              type="dashed"
              disabled={fields.length >= 20}
              onClick={() => add({ rewardType: 'coin', rewardQuantity: 10, probability: 10 })}
            >
              添加神秘奖励
            </Button>
          </Space>
        )}
      </Form.List>
      <div style={{ height: 16 }} />
      <ReasonField />
      <SaveFooter busy={save.busy} error={save.error} />
    </Form>
  );
}
