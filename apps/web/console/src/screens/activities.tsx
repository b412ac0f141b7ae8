import { Alert, Button, Drawer, Input, Segmented, Space, Table, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import { call, type Output } from '../api';
import { M } from '../messages';
import { usePaged } from '../parts/paged-table';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';
import { MoreButton } from '../parts/more-button';

type Row = Output<'/api/console/v1/activities/list'>['rows'][number];
type Signup = Output<'/api/console/v1/activities/signups'>['rows'][number];
type Status = 'online' | 'offline' | 'draft' | 'deleted';
const STATUS: Record<string, string> = { online: '已上线', offline: '已下架', draft: '草稿', deleted: '已删除' };
const time = (at: string | null) => (at ? new Date(at).toLocaleString('zh-CN') : '—');

/** An activity's sign-ups, names and phones masked as the server gives them. */
function Signups({ id }: { id: string }) {
  const list = usePaged<'/api/console/v1/activities/signups', Signup>('/api/console/v1/activities/signups', {
    id: Number(id),
    pageSize: 50,
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Signup>
        rowKey="id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        columns={[
          { title: '用户', key: 'u', render: (_, r) => `${r.user.nickname}（${r.user.userId}）` },
          { title: '姓名', dataIndex: 'name', width: 100 },
          { title: '手机号', dataIndex: 'mobile', width: 130 },
          { title: '状态', dataIndex: 'status', width: 100 },
          { title: '报名时间', dataIndex: 'createdAt', width: 170, render: time },
        ]}
      />
      <MoreButton list={list} />
    </Space>
  );
}

/** Activities: take one down, feature it or not (each with a reason), and see its sign-ups masked. */
export function Activities() {
  const [status, setStatus] = useState<Status>('online');
  const [q, setQ] = useState<string | undefined>();
  const list = usePaged<'/api/console/v1/activities/list', Row>('/api/console/v1/activities/list', {
    status,
    ...(q ? { q } : {}),
    pageSize: 20,
  });
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [signups, setSignups] = useState<Row | null>(null);
  const [toast, holder] = message.useMessage();
  const act = (title: string, run: (reason: string) => Promise<unknown>) =>
    setAsk({
      title,
      run: async (reason) => {
        await run(reason);
        void toast.success(M.done);
        list.reload();
      },
    });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {M.menu.activities}
        </Typography.Title>
        <Space>
          <Input.Search placeholder="活动名称" allowClear onSearch={(v) => setQ(v.trim() || undefined)} />
          <Segmented
            value={status}
            onChange={(v) => setStatus(v as Status)}
            options={(['online', 'offline', 'draft'] as const).map((value) => ({ value, label: STATUS[value] }))}
          />
        </Space>
      </Space>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        columns={[
          {
            title: '活动',
            dataIndex: 'title',
            render: (t: string, r) => (
              <Space>
                {t}
                {r.featured && <Tag color="gold">精选</Tag>}
              </Space>
            ),
          },
          { title: '发布者', key: 'p', width: 160, render: (_, r) => r.publisher.nickname },
          { title: '城市', dataIndex: 'city', width: 80 },
          { title: '开始', dataIndex: 'startAt', width: 170, render: time },
          { title: '报名', dataIndex: 'signups', width: 70 },
          { title: '状态', dataIndex: 'status', width: 80, render: (s: string) => STATUS[s] ?? s },
          {
            title: M.actions,
            key: 'act',
            width: 230,
            render: (_, r) => (
              <Space size={4}>
                <Button size="small" onClick={() => setSignups(r)}>
                  报名名单
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    act(`${r.featured ? '取消精选' : '设为精选'}：${r.title}`, (reason) =>
                      call('/api/console/v1/activities/feature', { id: Number(r.id), featured: !r.featured, reason }),
                    )
                  }
                >
                  {r.featured ? '取消精选' : '精选'}
                </Button>
                {r.status === 'online' && (
                  <Button
                    size="small"
                    danger
                    onClick={() =>
                      act(`下架：${r.title}`, (reason) =>
                        call('/api/console/v1/activities/takeDown', { id: Number(r.id), reason }),
                      )
                    }
                  >
                    下架
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <MoreButton list={list} />
      <Drawer
        open={signups !== null}
        width={760}
        title={`报名名单：${signups?.title ?? ''}`}
        onClose={() => setSignups(null)}
        destroyOnHidden
      >
        {signups && <Signups id={signups.id} />}
      </Drawer>
      <ReasonModal ask={ask} onDone={() => setAsk(null)} />
    </Space>
  );
}
