import {
  Alert,
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Segmented,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  message,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { call, type Output } from '../api';
import { M } from '../messages';
import { RANGE_PLACEHOLDER } from '../parts/dayjs-zh';
import { ReasonField, SaveFooter, useSubmit } from '../parts/form-save';
import { EditDrawer } from '../parts/edit-drawer';
import { ScreenHeader } from '../parts/screen-header';
import { useRead } from '../use-call';

type Row = Output<'/api/console/v1/tasks/list'>['rows'][number];
type Kind = Row['kind'];
type Event = Row['event'];

const KIND: Record<Kind, string> = { daily: '每日任务', special: '限时任务', weal: '福利任务' };
const EVENT: Record<Event, string> = {
  publish_dynamic: '发布动态',
  comment: '评论',
  like: '点赞',
  follow: '关注',
  enrol_activity: '报名活动',
  sign_in: '签到',
};
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

interface Fields {
  kind: Kind;
  event: Event;
  title: string;
  description?: string;
  target: number;
  rewardCoin?: number;
  rewardExp?: number;
  iconUrl?: string;
  link?: string;
  window?: [Dayjs, Dayjs];
  sort?: number;
  active: boolean;
  reason: string;
}

/** Make or change a task: what it counts and how many, its reward, and (a special task only) its window. */
function TaskForm({ editing, onSaved }: { editing: Row | 'new'; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  const save = useSubmit();
  const kind = Form.useWatch('kind', form) ?? (editing === 'new' ? 'daily' : editing.kind);
  const initial: Partial<Fields> =
    editing === 'new'
      ? { kind: 'daily', event: 'publish_dynamic', target: 1, rewardCoin: 0, rewardExp: 0, sort: 0, active: true }
      : {
          ...editing,
          ...(editing.startsAt && editing.endsAt ? { window: [dayjs(editing.startsAt), dayjs(editing.endsAt)] } : {}),
        };
  const submit = (f: Fields) =>
    save.run(async () => {
      const special = f.kind === 'special' && f.window;
      const body = {
        kind: f.kind,
        event: f.event,
        title: f.title,
        description: f.description ?? '',
        target: f.target,
        rewardCoin: f.rewardCoin ?? 0,
        rewardExp: f.rewardExp ?? 0,
        iconUrl: f.iconUrl ?? '',
        link: f.link ?? '',
        startsAt: special ? f.window![0].toISOString() : null,
        endsAt: special ? f.window![1].toISOString() : null,
        sort: f.sort ?? 0,
        active: f.active,
        reason: f.reason.trim(),
      };
      if (editing === 'new') await call('/api/console/v1/tasks/create', body);
      else await call('/api/console/v1/tasks/update', { id: Number(editing.id), ...body });
      onSaved();
    });
  return (
    <Form<Fields> form={form} layout="vertical" initialValues={initial} onFinish={(f) => void submit(f)}>
      <Form.Item label="任务类型" name="kind">
        <Radio.Group options={options(KIND)} />
      </Form.Item>
      <Form.Item label="任务名称" name="title" rules={[{ required: true, whitespace: true, max: 40 }]}>
        <Input />
      </Form.Item>
      <Form.Item label="说明" name="description" rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Space size="large">
        <Form.Item label="完成条件" name="event">
          <Select options={options(EVENT)} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="次数" name="target" rules={[{ required: true, type: 'integer', min: 1, max: 10000 }]}>
          <InputNumber min={1} max={10000} precision={0} style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Space size="large">
        <Form.Item label="奖励无忧币" name="rewardCoin">
          <InputNumber min={0} max={100000} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="奖励成长值" name="rewardExp">
          <InputNumber min={0} max={100000} precision={0} style={{ width: 140 }} />
        </Form.Item>
      </Space>
      {kind === 'special' && (
        <Form.Item label="任务时间（仅限时任务）" name="window" rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime placeholder={RANGE_PLACEHOLDER} />
        </Form.Item>
      )}
      <Form.Item label="图标地址" name="iconUrl" rules={[{ max: 500 }]}>
        <Input placeholder="https://…" />
      </Form.Item>
      <Form.Item label="跳转链接" name="link" rules={[{ max: 500 }]}>
        <Input placeholder="/activitySquare" />
      </Form.Item>
      <Space size="large">
        <Form.Item label="排序（小的在前）" name="sort">
          <InputNumber min={0} max={10000} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="启用" name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <ReasonField />
      <SaveFooter busy={save.busy} error={save.error} />
    </Form>
  );
}

/** Growth tasks by kind, active or switched off, with their rewards; a task is never deleted, only switched off. */
export function Tasks() {
  const [kind, setKind] = useState<Kind | 'all'>('all');
  const list = useRead('/api/console/v1/tasks/list', kind === 'all' ? {} : { kind });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [toast, holder] = message.useMessage();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <ScreenHeader title={M.menu.tasks}>
        <Segmented<Kind | 'all'>
          value={kind}
          onChange={setKind}
          options={[{ value: 'all', label: '全部' }, ...options(KIND).map((o) => ({ ...o, value: o.value as Kind }))]}
        />
        <Button type="primary" onClick={() => setEditing('new')}>
          新建任务
        </Button>
      </ScreenHeader>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey="id"
        loading={list.loading}
        dataSource={list.data?.rows ?? []}
        pagination={false}
        columns={[
          { title: '任务', dataIndex: 'title' },
          { title: '类型', dataIndex: 'kind', width: 100, render: (k: Kind) => <Tag>{KIND[k]}</Tag> },
          { title: '完成条件', key: 'event', width: 140, render: (_, r) => `${EVENT[r.event]} ${r.target} 次` },
          {
            title: '奖励',
            key: 'reward',
            width: 170,
            render: (_, r) =>
              [r.rewardCoin ? `${r.rewardCoin} 无忧币` : '', r.rewardExp ? `${r.rewardExp} 成长值` : '']
                .filter(Boolean)
                .join(' + ') || '—',
          },
          {
            title: '时间',
            key: 'window',
            width: 240,
            render: (_, r) =>
              r.startsAt && r.endsAt
                ? `${dayjs(r.startsAt).format('YYYY-MM-DD HH:mm')} 至 ${dayjs(r.endsAt).format('YYYY-MM-DD HH:mm')}`
                : '长期',
          },
          {
            title: '状态',
            dataIndex: 'active',
            width: 80,
            render: (a: boolean) => (a ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
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
      <EditDrawer
        editing={editing}
        width={560}
        title={(e) => (e === 'new' ? '新建任务' : `编辑：${e.title}`)}
        onClose={() => setEditing(null)}
      >
        {(e) => (
          <TaskForm
            editing={e}
            onSaved={() => {
              setEditing(null);
              void toast.success(M.done);
              list.reload();
            }}
          />
        )}
      </EditDrawer>
    </Space>
  );
}
