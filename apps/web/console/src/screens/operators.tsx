import { Alert, Button, Form, Input, Modal, Select, Space, Table, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import { call, type Output } from '../api';
import { useMe } from '../me-context';
import { M } from '../messages';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';
import { SecretModal, type Secret } from '../parts/secret-card';
import { useRead } from '../use-call';

type Row = Output<'/api/console/v1/operators/list'>['rows'][number];
type Role = Row['roles'][number];
const ROLE_OPTIONS = (['admin', 'operator', 'moderator', 'cs'] as const).map((value) => ({
  value,
  label: M.roles[value],
}));

/** Operators and their roles (admin only): make one (its secrets shown once), set roles, disable, reset two-factor. */
export function Operators() {
  const me = useMe();
  const list = useRead('/api/console/v1/operators/list', {});
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [form] = Form.useForm<{ name: string; roles: Role[]; reason: string }>();
  const [rolesForm] = Form.useForm<{ roles: Role[] }>();
  const [error, setError] = useState<string | undefined>();
  const [toast, holder] = message.useMessage();

  const create = async () => {
    const fields = await form.validateFields();
    setError(undefined);
    try {
      const made = await call('/api/console/v1/operators/create', { ...fields, reason: fields.reason.trim() });
      setCreating(false);
      form.resetFields();
      setSecret({ title: `已创建操作员 ${made.name}`, ...made });
      list.reload();
    } catch (err) {
      setError(err instanceof Error ? err.message : M.failed);
    }
  };
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
          {M.menu.operators}
        </Typography.Title>
        <Button type="primary" onClick={() => setCreating(true)}>
          新建操作员
        </Button>
      </Space>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey="id"
        loading={list.loading}
        dataSource={list.data?.rows ?? []}
        pagination={false}
        columns={[
          { title: '用户名', dataIndex: 'name' },
          {
            title: '角色',
            dataIndex: 'roles',
            render: (roles: Role[]) => roles.map((r) => <Tag key={r}>{M.roles[r]}</Tag>),
          },
          {
            title: '状态',
            key: 'state',
            width: 160,
            render: (_, r) =>
              r.disabled ? (
                <Tag>已停用</Tag>
              ) : r.lockedUntil && new Date(r.lockedUntil) > new Date() ? (
                <Tag color="orange">已锁定</Tag>
              ) : (
                <Tag color="green">正常</Tag>
              ),
          },
          {
            title: '两步验证',
            dataIndex: 'twoFactor',
            width: 100,
            render: (on: boolean) => (on ? '已绑定' : '未绑定'),
          },
          {
            title: '创建时间',
            dataIndex: 'createdAt',
            width: 180,
            render: (at: string) => new Date(at).toLocaleString('zh-CN'),
          },
          {
            title: M.actions,
            key: 'act',
            width: 260,
            render: (_, r) =>
              r.id === me?.id || r.disabled ? null : (
                <Space size={4}>
                  <Button
                    size="small"
                    onClick={() => {
                      rolesForm.setFieldsValue({ roles: r.roles });
                      setEditing(r);
                    }}
                  >
                    设置角色
                  </Button>
                  <Button
                    size="small"
                    onClick={() =>
                      setAsk({
                        title: `重置两步验证：${r.name}`,
                        run: async (reason) => {
                          const fresh = await call('/api/console/v1/operators/resetTwoFactor', { id: r.id, reason });
                          setSecret({ title: `${r.name} 的新动态码密钥`, name: r.name, ...fresh });
                          list.reload();
                        },
                      })
                    }
                  >
                    重置验证
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() =>
                      act(`停用：${r.name}`, (reason) =>
                        call('/api/console/v1/operators/disable', { id: r.id, reason }),
                      )
                    }
                  >
                    停用
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <Modal
        open={creating}
        title="新建操作员"
        okText="创建"
        onOk={() => void create().catch(() => undefined)}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            label="用户名"
            name="name"
            rules={[
              { required: true, pattern: /^[A-Za-z0-9._-]{2,32}$/, message: '2–32 位字母、数字、点、横线或下划线' },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="角色" name="roles" rules={[{ required: true, message: '请选择角色' }]}>
            <Select mode="multiple" options={ROLE_OPTIONS} />
          </Form.Item>
          <Form.Item
            label={M.reason}
            name="reason"
            rules={[{ required: true, whitespace: true, min: 2, max: 200, message: M.reasonRule }]}
          >
            <Input placeholder={M.reasonHint} />
          </Form.Item>
          {error && (
            <div role="alert" style={{ color: '#cf1322' }}>
              {error}
            </div>
          )}
        </Form>
      </Modal>
      <Modal
        open={editing !== null}
        title={`设置角色：${editing?.name ?? ''}`}
        onCancel={() => setEditing(null)}
        onOk={() =>
          void rolesForm.validateFields().then(({ roles }) => {
            const target = editing!;
            setEditing(null);
            act(`设置角色：${target.name}`, (reason) =>
              call('/api/console/v1/operators/setRoles', { id: target.id, roles, reason }),
            );
          })
        }
      >
        <Form form={rolesForm} layout="vertical">
          <Form.Item name="roles" rules={[{ required: true, message: '请选择角色' }]}>
            <Select mode="multiple" options={ROLE_OPTIONS} />
          </Form.Item>
        </Form>
      </Modal>
      <ReasonModal ask={ask} onDone={() => setAsk(null)} />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </Space>
  );
}
