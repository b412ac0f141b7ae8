import { Alert, Button, Form, Input, InputNumber, Space, Spin, Table, Typography, message } from 'antd';
import { call, type Output } from '../api';
import { M } from '../messages';
import { ReasonField, SaveFooter, useSubmit } from '../parts/form-save';
import { ScreenHeader } from '../parts/screen-header';
import { useRead } from '../use-call';

type Level = Output<'/api/console/v1/levels/list'>['rows'][number];
interface Fields {
  rows: Array<{ name: string; minExp: number }>;
  reason: string;
}

/** The table as a form: one line a level, numbered by its place; the last can be taken off or one added after it. */
function LevelsForm({ rows, onSaved }: { rows: Level[]; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  const save = useSubmit();
  const submit = (f: Fields) =>
    save.run(async () => {
      await call('/api/console/v1/levels/save', {
        rows: f.rows.map((r, i) => ({ level: i + 1, name: r.name, minExp: r.minExp })),
        reason: f.reason.trim(),
      });
      form.resetFields(['reason']);
      onSaved();
    });
  return (
    <Form<Fields>
      form={form}
      layout="vertical"
      initialValues={{ rows: rows.map(({ name, minExp }) => ({ name, minExp })) }}
      onFinish={(f) => void submit(f)}
    >
      <Form.List name="rows">
        {(fields, { add, remove }) => (
          <>
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={fields}
              style={{ maxWidth: 640, marginBottom: 12 }}
              columns={[
                { title: '等级', key: 'level', width: 80, render: (_, f, i) => `Lv.${i + 1}` },
                {
                  title: '名称',
                  key: 'name',
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'name']} rules={[{ required: true, whitespace: true, max: 20 }]} noStyle>
                      <Input aria-label="等级名称" style={{ width: 200 }} />
                    </Form.Item>
                  ),
                },
                {
                  title: '所需成长值（起）',
                  key: 'minExp',
                  render: (_, f, i) => (
                    <Form.Item name={[f.name, 'minExp']} rules={[{ required: true, type: 'integer', min: 0 }]} noStyle>
                      <InputNumber
                        aria-label="所需成长值"
                        min={0}
                        precision={0}
                        disabled={i === 0}
                        style={{ width: 160 }}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: M.actions,
                  key: 'act',
                  width: 80,
                  render: (_, f, i) =>
                    i === fields.length - 1 && i > 0 ? (
                      <Button type="link" danger onClick={() => remove(f.name)}>
                        移除
                      </Button>
                    ) : null,
                },
              ]}
            />
            <Button
              type="dashed"
              style={{ maxWidth: 640, width: '100%', marginBottom: 24 }}
              disabled={fields.length >= 100}
              onClick={() => {
                const last = (form.getFieldValue('rows') as Fields['rows']).at(-1);
                add({ name: '', minExp: (last?.minExp ?? 0) + 100 });
              }}
            >
              添加下一级
            </Button>
          </>
        )}
      </Form.List>
      <div style={{ maxWidth: 640 }}>
        <Typography.Paragraph type="secondary">
          1 级从 0 成长值开始，每一级所需成长值须高于上一级；保存后会员的等级按新表即时计算。
        </Typography.Paragraph>
        <ReasonField />
        <SaveFooter busy={save.busy} error={save.error} label="保存等级表" />
      </div>
    </Form>
  );
}

/** The growth levels, saved as a whole table. */
export function Levels() {
  const levels = useRead('/api/console/v1/levels/list', {});
  const [toast, holder] = message.useMessage();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <ScreenHeader title={M.menu.levels} />
      {levels.error && <Alert type="error" message={levels.error} />}
      {levels.loading && !levels.data && <Spin />}
      {levels.data && (
        <LevelsForm
          // A fresh form for each answer: after a save, the table as the server keeps it.
          key={JSON.stringify(levels.data.rows)}
          rows={levels.data.rows}
          onSaved={() => {
            void toast.success(M.done);
            levels.reload();
          }}
        />
      )}
    </Space>
  );
}
