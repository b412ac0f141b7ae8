import {
  Alert,
  AutoComplete,
  Button,
  DatePicker,
  Form,
  Image,
  Input,
  Select,
  Space,
  Switch,
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
import { ReasonField, SaveFooter, useSubmit } from '../parts/form-save';
import { usePaged } from '../parts/paged-table';
import { EditDrawer } from '../parts/edit-drawer';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';
import { ScreenHeader } from '../parts/screen-header';
import { MoreButton } from '../parts/more-button';

type Row = Output<'/api/console/v1/adverts/list'>['rows'][number];
interface Fields {
  pageSlot: string;
  channel?: string;
  title: string;
  imageUrl: string;
  linkUrl?: string;
  window?: [Dayjs | null, Dayjs | null] | null;
  active: boolean;
  reason: string;
}

/** The page slots the app asks adverts for (brandAdvertising/findListByPage's `page`); another can be typed. */
const SLOTS: Record<string, string> = { speakTopic: '社区首页', topicSquare: '话题广场', personHome: '个人主页' };
const slotText = (s: string) => (SLOTS[s] ? `${SLOTS[s]}（${s}）` : s);
const SLOT_OPTIONS = Object.keys(SLOTS).map((value) => ({ value, label: slotText(value) }));
const when = (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '不限');

/** Make or change an advert: where it shows, for which channel, its picture and link, its window, on or off. */
function AdvertForm({ editing, onSaved }: { editing: Row | 'new'; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  const save = useSubmit();
  const image = Form.useWatch('imageUrl', form);
  const initial: Partial<Fields> =
    editing === 'new'
      ? { pageSlot: 'speakTopic', channel: '', active: true }
      : {
          ...editing,
          window: [editing.startsAt ? dayjs(editing.startsAt) : null, editing.endsAt ? dayjs(editing.endsAt) : null],
        };
  const submit = (f: Fields) =>
    save.run(async () => {
      await call('/api/console/v1/adverts/save', {
        ...(editing === 'new' ? {} : { id: Number(editing.id) }),
        pageSlot: f.pageSlot.trim(),
        channel: f.channel?.trim() ?? '',
        title: f.title,
        imageUrl: f.imageUrl.trim(),
        linkUrl: f.linkUrl?.trim() ?? '',
        startsAt: f.window?.[0]?.toISOString() ?? null,
        endsAt: f.window?.[1]?.toISOString() ?? null,
        active: f.active,
        reason: f.reason.trim(),
      });
      onSaved();
    });
  return (
    <Form<Fields> form={form} layout="vertical" initialValues={initial} onFinish={(f) => void submit(f)}>
      <Form.Item
        label="广告位"
        name="pageSlot"
        rules={[{ required: true, pattern: /^[A-Za-z0-9_.-]{1,40}$/, message: '请选择或填写广告位标识' }]}
      >
        <AutoComplete options={SLOT_OPTIONS} style={{ width: 260 }} />
      </Form.Item>
      <Form.Item label="标题" name="title" rules={[{ required: true, whitespace: true, max: 60 }]}>
        <Input />
      </Form.Item>
      <Form.Item label="图片地址" name="imageUrl" rules={[{ required: true, whitespace: true, max: 500 }]}>
        <Input placeholder="https://…" />
      </Form.Item>
      {image && <Image src={image} height={90} style={{ objectFit: 'cover', marginBottom: 16 }} alt="广告图预览" />}
      <Form.Item label="跳转链接" name="linkUrl" rules={[{ max: 500 }]}>
        <Input placeholder="/activitySquare" />
      </Form.Item>
      <Form.Item label="渠道（留空为全部渠道）" name="channel" rules={[{ max: 40 }]}>
        <Input placeholder="门店编号或来源标识" style={{ width: 260 }} />
      </Form.Item>
      <Form.Item label="展示时间（可只填一端，留空为不限）" name="window">
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} placeholder={RANGE_PLACEHOLDER} />
      </Form.Item>
      <Form.Item label="上线" name="active" valuePropName="checked">
        <Switch />
      </Form.Item>
      <ReasonField />
      <SaveFooter busy={save.busy} error={save.error} />
    </Form>
  );
}

/** Adverts by page slot in the order they show; within one slot they can be moved up or down (with a reason). */
export function Adverts() {
  const [slot, setSlot] = useState<string | undefined>();
  const list = usePaged<'/api/console/v1/adverts/list', Row>('/api/console/v1/adverts/list', {
    ...(slot ? { pageSlot: slot } : {}),
    pageSize: 50,
  });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [toast, holder] = message.useMessage();
  const move = (from: number, to: number) => {
    const ids = list.rows.map((r) => r.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    setAsk({
      title: `调整顺序：${list.rows[from]!.title}`,
      run: async (reason) => {
        await call('/api/console/v1/adverts/order', { ids: ids.map(Number), reason });
        void toast.success(M.done);
        list.reload();
      },
    });
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <ScreenHeader title={M.menu.adverts}>
        <Select
          allowClear
          placeholder="全部广告位"
          style={{ width: 220 }}
          value={slot}
          onChange={(v?: string) => setSlot(v)}
          options={SLOT_OPTIONS}
        />
        <Button type="primary" onClick={() => setEditing('new')}>
          新建广告
        </Button>
      </ScreenHeader>
      {!slot && <Typography.Text type="secondary">选择一个广告位后可以调整其中广告的顺序。</Typography.Text>}
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        columns={[
          {
            title: '图片',
            dataIndex: 'imageUrl',
            width: 120,
            render: (src: string) => <Image src={src} width={96} height={48} style={{ objectFit: 'cover' }} alt="" />,
          },
          { title: '标题', dataIndex: 'title' },
          { title: '广告位', dataIndex: 'pageSlot', width: 170, render: slotText },
          { title: '渠道', dataIndex: 'channel', width: 100, render: (c: string) => c || '全部' },
          {
            title: '展示时间',
            key: 'window',
            width: 200,
            render: (_, r) => `${when(r.startsAt)} 至 ${when(r.endsAt)}`,
          },
          {
            title: '状态',
            dataIndex: 'active',
            width: 80,
            render: (a: boolean) => (a ? <Tag color="green">上线</Tag> : <Tag>下线</Tag>),
          },
          {
            title: M.actions,
            key: 'act',
            width: 170,
            render: (_, r, i) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(r)}>
                  {M.edit}
                </Button>
                {slot && (
                  <>
                    <Button size="small" aria-label="上移" disabled={i === 0} onClick={() => move(i, i - 1)}>
                      ↑
                    </Button>
                    <Button
                      size="small"
                      aria-label="下移"
                      disabled={i === list.rows.length - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      ↓
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <MoreButton list={list} />
      <EditDrawer
        editing={editing}
        width={560}
        title={(e) => (e === 'new' ? '新建广告' : `编辑：${e.title}`)}
        onClose={() => setEditing(null)}
      >
        {(e) => (
          <AdvertForm
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
