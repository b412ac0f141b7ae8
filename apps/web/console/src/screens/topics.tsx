import { Alert, Button, Form, Input, Modal, Space, Table, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import { call, type Output } from '../api';
import { M } from '../messages';
import { usePaged } from '../parts/paged-table';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';
import { MoreButton } from '../parts/more-button';

type Row = Output<'/api/console/v1/topics/list'>['rows'][number];

/** Topics: make or rename one, hide or show it (each with a reason). */
export function Topics() {
  const [q, setQ] = useState<string | undefined>();
  const list = usePaged<'/api/console/v1/topics/list', Row>('/api/console/v1/topics/list', {
    ...(q ? { q } : {}),
    pageSize: 50,
  });
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [form] = Form.useForm<{ title: string; description: string }>();
  const [toast, holder] = message.useMessage();
  const done = () => {
    void toast.success(M.done);
    list.reload();
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {M.menu.topics}
        </Typography.Title>
        <Space>
          <Input.Search placeholder="话题名称" allowClear onSearch={(v) => setQ(v.trim() || undefined)} />
          <Button
            type="primary"
            onClick={() => {
              form.resetFields();
              setEditing('new');
            }}
          >
            新建话题
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
          { title: '话题', dataIndex: 'title', width: 200 },
          { title: '简介', dataIndex: 'description', ellipsis: true },
          { title: '内容数', dataIndex: 'contentCount', width: 90 },
          {
            title: '状态',
            dataIndex: 'hidden',
            width: 90,
            render: (h: boolean) => (h ? <Tag>已隐藏</Tag> : <Tag color="green">显示中</Tag>),
          },
          {
            title: M.actions,
            key: 'act',
            width: 150,
            render: (_, r) => (
              <Space size={4}>
                <Button
                  size="small"
                  onClick={() => {
                    form.setFieldsValue({ title: r.title, description: r.description });
                    setEditing(r);
                  }}
                >
                  {M.edit}
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    setAsk({
                      title: `${r.hidden ? '显示' : '隐藏'}：${r.title}`,
                      run: async (reason) => {
                        await call('/api/console/v1/topics/hide', { id: Number(r.id), hidden: !r.hidden, reason });
                        done();
                      },
                    })
                  }
                >
                  {r.hidden ? '显示' : '隐藏'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <MoreButton list={list} />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '新建话题' : '编辑话题'}
        onCancel={() => setEditing(null)}
        onOk={() =>
          void form.validateFields().then((f) => {
            const target = editing;
            setEditing(null);
            setAsk({
              title: target === 'new' ? `新建话题：${f.title}` : `编辑话题：${f.title}`,
              run: async (reason) => {
                await call('/api/console/v1/topics/save', {
                  ...(target && target !== 'new' ? { id: Number(target.id) } : {}),
                  title: f.title,
                  description: f.description ?? '',
                  reason,
                });
                done();
              },
            });
          })
        }
      >
        <Form form={form} layout="vertical">
          <Form.Item label="名称" name="title" rules={[{ required: true, max: 30 }]}>
            <Input />
          </Form.Item>
          <Form.Item label="简介" name="description" rules={[{ max: 500 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
      <ReasonModal ask={ask} onDone={() => setAsk(null)} />
    </Space>
  );
}
