import { Alert, Card, Form, Input, InputNumber, Space, Statistic, Table, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import { call, type Output } from '../api';
import { M } from '../messages';
import { ReasonField, SaveFooter, useSubmit } from '../parts/form-save';
import { usePaged } from '../parts/paged-table';
import { ScreenHeader } from '../parts/screen-header';
import { MoreButton } from '../parts/more-button';

type Row = Output<'/api/console/v1/points/ledger'>['rows'][number];
interface Fields {
  coin?: number;
  exp?: number;
  reason: string;
}

const KIND: Record<string, string> = {
  reward: '奖励',
  spend: '消费',
  refund: '退还',
  reversal: '冲正',
  adjust: '运营调整',
};
const signed = (n: number) => (n > 0 ? <span style={{ color: '#389e0d' }}>+{n}</span> : n < 0 ? <span>{n}</span> : '—');

/** Grant (positive) or take back (negative) coins and experience; the reason is the line the member reads. */
function AdjustForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const [form] = Form.useForm<Fields>();
  const save = useSubmit();
  const submit = (f: Fields) =>
    save.run(async () => {
      await call('/api/console/v1/points/adjust', {
        userId,
        coin: f.coin ?? 0,
        exp: f.exp ?? 0,
        reason: f.reason.trim(),
      });
      form.resetFields();
      onDone();
    });
  return (
    <Form<Fields> form={form} layout="vertical" onFinish={(f) => void submit(f)}>
      <Space size="large">
        <Form.Item label="无忧币（负数为扣回）" name="coin">
          <InputNumber min={-1_000_000} max={1_000_000} precision={0} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          label="成长值（负数为扣回）"
          name="exp"
          dependencies={['coin']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, exp: number | undefined) =>
                (getFieldValue('coin') as number | undefined) || exp
                  ? Promise.resolve()
                  : Promise.reject(new Error('无忧币和成长值至少调整一项')),
            }),
          ]}
        >
          <InputNumber min={-1_000_000} max={1_000_000} precision={0} style={{ width: 180 }} />
        </Form.Item>
      </Space>
      <Typography.Paragraph type="secondary">
        会员的积分明细中显示为「运营调整：原因」，请写给会员看；余额不会被扣成负数。
      </Typography.Paragraph>
      <ReasonField />
      <SaveFooter busy={save.busy} error={save.error} label="确认调整" />
    </Form>
  );
}

/** A member by user code: their balances, their ledger newest first, and a manual adjustment. */
export function Points() {
  const [userId, setUserId] = useState<string | null>(null);
  const ledger = usePaged<'/api/console/v1/points/ledger', Row>(
    '/api/console/v1/points/ledger',
    userId ? { userId, pageSize: 20 } : null,
  );
  const [toast, holder] = message.useMessage();
  const balance = ledger.head?.balance;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <ScreenHeader title={M.menu.points}>
        <Input.Search
          placeholder="会员的用户编号"
          enterButton={M.search}
          style={{ width: 360 }}
          onSearch={(v) => setUserId(v.trim() || null)}
        />
      </ScreenHeader>
      {!userId && (
        <Typography.Text type="secondary">输入会员的用户编号（会员资料页和用户管理中可见）查看积分。</Typography.Text>
      )}
      {ledger.error && <Alert type="error" message={ledger.error} role="alert" />}
      {userId && balance && !ledger.error && (
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
          <Card title={`会员 ${userId}`} style={{ flex: '0 0 400px' }}>
            <Space size={48} style={{ marginBottom: 16 }}>
              <Statistic title="无忧币余额" value={balance.coin} valueStyle={{ fontSize: 22 }} />
              <Statistic title="成长值" value={balance.exp} valueStyle={{ fontSize: 22 }} />
            </Space>
            <AdjustForm
              key={userId}
              userId={userId}
              onDone={() => {
                void toast.success(M.done);
                ledger.reload();
              }}
            />
          </Card>
          <Space direction="vertical" style={{ flex: 1, minWidth: 0 }}>
            <Table<Row>
              rowKey="id"
              size="small"
              loading={ledger.loading}
              dataSource={ledger.rows}
              pagination={false}
              columns={[
                {
                  title: '时间',
                  dataIndex: 'createdAt',
                  width: 170,
                  render: (at: string) => new Date(at).toLocaleString('zh-CN'),
                },
                { title: '类型', dataIndex: 'kind', width: 90, render: (k: string) => <Tag>{KIND[k] ?? k}</Tag> },
                { title: '说明', dataIndex: 'reason' },
                { title: '无忧币', dataIndex: 'coin', width: 80, render: signed },
                { title: '成长值', dataIndex: 'exp', width: 80, render: signed },
              ]}
            />
            <MoreButton list={ledger} />
          </Space>
        </div>
      )}
    </Space>
  );
}
