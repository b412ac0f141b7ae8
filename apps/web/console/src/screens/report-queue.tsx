import { Alert, Button, Image, Segmented, Space, Table, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import type { Output } from '../api';
import { M } from '../messages';
import { AuthorHistory } from '../parts/author-history';
import { ModerationButtons } from '../parts/moderation-buttons';
import { usePaged } from '../parts/paged-table';
import { ReasonModal, type ReasonAsk } from '../parts/reason-modal';

type Row = Output<'/api/console/v1/reports/list'>['rows'][number];

const STATUS: Record<string, string> = {
  published: '已发布',
  hidden: '已隐藏',
  deleted: '已删除',
  review: '待审',
  active: '正常',
  cancelled: '已注销',
};

/** The target as its readers see it: title, text and pictures, and its state now. */
function TargetView({ row }: { row: Row }) {
  if (!row.target) return <Typography.Text type="secondary">对象已不存在</Typography.Text>;
  const { title, text, images, status } = row.target;
  return (
    <div data-testid="report-target" style={{ maxWidth: 560 }}>
      <Tag color={status === 'published' || status === 'active' ? 'green' : 'default'}>{STATUS[status] ?? status}</Tag>
      {title && <Typography.Text strong>{title}</Typography.Text>}
      {text && (
        <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: '4px 0 0' }}>
          {text}
        </Typography.Paragraph>
      )}
      <Thumbs images={images} />
    </div>
  );
}

/** Pictures as small squares that open large, one preview group per list. */
function Thumbs({ images, size = 64 }: { images: readonly string[]; size?: number }) {
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap>
        {images.map((src) => (
          <Image key={src} src={src} width={size} height={size} style={{ objectFit: 'cover' }} alt="" />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** The reporters' case: the reason most gave, what they wrote and the pictures they attached. */
function Evidence({ row }: { row: Row }) {
  return (
    <Space direction="vertical" size={2} data-testid="report-evidence">
      <Typography.Text>{row.reason}</Typography.Text>
      {row.evidence.texts.map((text, i) => (
        <Typography.Paragraph key={i} type="secondary" ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0 }}>
          “{text}”
        </Typography.Paragraph>
      ))}
      <Thumbs images={row.evidence.images} size={48} />
    </Space>
  );
}

/** Reports grouped by target, most distinct reporters first; each act asks its reason and is audited. */
export function ReportQueue() {
  const [state, setState] = useState<'open' | 'closed'>('open');
  const list = usePaged<'/api/console/v1/reports/list', Row>('/api/console/v1/reports/list', { state, pageSize: 20 });
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [toast, holder] = message.useMessage();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {M.menu.reports}
        </Typography.Title>
        <Space>
          <Segmented
            value={state}
            onChange={(v) => setState(v as 'open' | 'closed')}
            options={[
              { value: 'open', label: '待处理' },
              { value: 'closed', label: '已处理' },
            ]}
          />
          <Button onClick={list.reload}>{M.refresh}</Button>
        </Space>
      </Space>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey={(r) => `${r.targetType}:${r.targetId}`}
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        expandable={{
          expandedRowRender: (r) => (r.author ? <AuthorHistory userId={r.author.userId} /> : null),
          rowExpandable: (r) => r.author !== null,
        }}
        columns={[
          {
            title: '被举报对象',
            key: 'target',
            width: 360,
            render: (_, r) => (
              <Space direction="vertical" size={2}>
                <Typography.Text type="secondary">
                  {M.targetTypes[r.targetType] ?? r.targetType} #{r.targetId}
                  {r.author && ` · ${r.author.nickname}（${r.author.userId}）`}
                </Typography.Text>
                <TargetView row={r} />
              </Space>
            ),
          },
          { title: '举报原因与说明', key: 'reason', width: 220, render: (_, r) => <Evidence row={r} /> },
          {
            title: '举报人数',
            dataIndex: 'reporterCount',
            width: 90,
            render: (n: number) => <Tag color={n >= 3 ? 'red' : 'orange'}>{n}</Tag>,
          },
          {
            title: '首次举报',
            dataIndex: 'createdAt',
            width: 170,
            render: (at: string) => new Date(at).toLocaleString('zh-CN'),
          },
          {
            title: M.actions,
            key: 'act',
            width: 300,
            render: (_, r) => (
              <ModerationButtons
                targetType={r.targetType}
                targetId={r.targetId}
                label={`${M.targetTypes[r.targetType] ?? r.targetType} #${r.targetId}`}
                ask={setAsk}
                onActed={(s) => {
                  void toast.success(`${M.done}（${STATUS[s] ?? s}）`);
                  list.reload();
                }}
              />
            ),
          },
        ]}
      />
      <Button block disabled={!list.hasMore || list.loading} onClick={list.more}>
        {list.hasMore ? M.more : M.noMore}
      </Button>
      <ReasonModal ask={ask} onDone={() => setAsk(null)} />
    </Space>
  );
}
