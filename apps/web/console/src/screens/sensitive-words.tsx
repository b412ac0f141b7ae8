import { Alert, Button, Form, Input, Modal, Select, Space, Table, Typography, message } from 'antd';
import { useState } from 'react';
import { call, downloadCsv, type Input as In, type Output } from '../api';
import { M } from '../messages';
import { usePaged } from '../parts/paged-table';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';
import { errorText } from '../use-call';

type Row = Output<'/api/console/v1/sensitiveWords/list'>['rows'][number];
type Category = Row['category'];
type Verdict = Row['verdict'];

const CATEGORY: Record<Category, string> = {
  politics: '涉政',
  pornography: '色情',
  gambling: '赌博',
  drugs: '毒品',
  fraud: '诈骗',
  trade: '违禁交易',
  insult: '辱骂',
  violence: '暴力',
  terrorism: '恐怖',
  custom: '自定义',
};
const VERDICT: Record<Verdict, string> = { block: '拦截', review: '送审', mask: '打码' };
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The operators' word list: add, change a word's category and verdict, remove, import and export. */
export function SensitiveWords() {
  const [filters, setFilters] = useState<{ q?: string; category?: Category }>({});
  const list = usePaged<'/api/console/v1/sensitiveWords/list', Row>('/api/console/v1/sensitiveWords/list', {
    ...filters,
    pageSize: 50,
  });
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [addForm] = Form.useForm<{ word: string; category: Category; verdict: Verdict }>();
  const [importForm] = Form.useForm<{ text: string }>();
  const [toast, holder] = message.useMessage();
  const done = () => {
    void toast.success(M.done);
    list.reload();
  };
  const update = (r: Row, change: Omit<In<'/api/console/v1/sensitiveWords/update'>, 'id' | 'reason'>) =>
    setAsk({
      title: `修改：${r.word}`,
      run: async (reason) => {
        await call('/api/console/v1/sensitiveWords/update', { id: Number(r.id), ...change, reason });
        done();
      },
    });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Typography.Title level={4} style={{ margin: 0 }}>
        {M.menu.words}
      </Typography.Title>
      <Space wrap>
        <Input.Search
          placeholder="包含文字"
          allowClear
          style={{ width: 220 }}
          onSearch={(q) => setFilters({ ...filters, q: q.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder="分类"
          style={{ width: 140 }}
          options={options(CATEGORY)}
          onChange={(category?: Category) => setFilters({ ...filters, category })}
        />
        <Button type="primary" onClick={() => setAdding(true)}>
          添加敏感词
        </Button>
        <Button onClick={() => setImporting(true)}>批量导入</Button>
        <Button
          onClick={() =>
            void downloadCsv('/api/console/v1/sensitiveWords/export', {}, 'sensitive-words').catch((e: unknown) =>
              toast.error(errorText(e)),
            )
          }
        >
          导出
        </Button>
      </Space>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey="id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        columns={[
          { title: '词', dataIndex: 'word' },
          {
            title: '分类',
            dataIndex: 'category',
            width: 160,
            render: (c: Category, r) => (
              <Select
                size="small"
                value={c}
                style={{ width: 120 }}
                options={options(CATEGORY)}
                onChange={(category: Category) => update(r, { category })}
              />
            ),
          },
          {
            title: '处理方式',
            dataIndex: 'verdict',
            width: 140,
            render: (v: Verdict, r) => (
              <Select
                size="small"
                value={v}
                style={{ width: 100 }}
                options={options(VERDICT)}
                onChange={(verdict: Verdict) => update(r, { verdict })}
              />
            ),
          },
          {
            title: '更新时间',
            dataIndex: 'updatedAt',
            width: 180,
            render: (at: string) => new Date(at).toLocaleString('zh-CN'),
          },
          {
            title: M.actions,
            key: 'act',
            width: 90,
            render: (_, r) => (
              <Button
                size="small"
                danger
                onClick={() =>
                  setAsk({
                    title: `删除：${r.word}`,
                    run: async (reason) => {
                      await call('/api/console/v1/sensitiveWords/remove', { ids: [Number(r.id)], reason });
                      done();
                    },
                  })
                }
              >
                删除
              </Button>
            ),
          },
        ]}
      />
      <Button block disabled={!list.hasMore || list.loading} onClick={list.more}>
        {list.hasMore ? M.more : M.noMore}
      </Button>
      <Modal
        open={adding}
        title="添加敏感词"
        onCancel={() => setAdding(false)}
        onOk={() =>
          void addForm.validateFields().then((w) => {
            setAdding(false);
            setAsk({
              title: `添加：${w.word}`,
              run: async (reason) => {
                await call('/api/console/v1/sensitiveWords/add', { ...w, reason });
                addForm.resetFields();
                done();
              },
            });
          })
        }
      >
        <Form form={addForm} layout="vertical" initialValues={{ category: 'custom', verdict: 'block' }}>
          <Form.Item label="词" name="word" rules={[{ required: true, min: 2, max: 40 }]}>
            <Input />
          </Form.Item>
          <Form.Item label="分类" name="category">
            <Select options={options(CATEGORY)} />
          </Form.Item>
          <Form.Item label="处理方式" name="verdict">
            <Select options={options(VERDICT)} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={importing}
        title="批量导入（每行：词,分类,处理方式）"
        onCancel={() => setImporting(false)}
        onOk={() =>
          void importForm.validateFields().then(({ text }) => {
            setImporting(false);
            setAsk({
              title: '批量导入',
              run: async (reason) => {
                const answer = await call('/api/console/v1/sensitiveWords/import', { text, reason });
                void toast.success(`已导入 ${answer.imported} 个`);
                importForm.resetFields();
                list.reload();
              },
            });
          })
        }
      >
        <Form form={importForm} layout="vertical">
          <Form.Item name="text" rules={[{ required: true }]}>
            <Input.TextArea rows={10} placeholder={'赌场,gambling,block\n代开发票,fraud,review'} />
          </Form.Item>
        </Form>
      </Modal>
      <ReasonModal ask={ask} onDone={() => setAsk(null)} />
    </Space>
  );
}
