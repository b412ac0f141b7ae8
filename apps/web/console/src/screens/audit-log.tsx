import { Button, Input, Result, Space, Table, message } from 'antd';
import { useEffect, useState } from 'react';
import { call, ConsoleApiError, downloadAuditCsv, type Output } from './api';
import { M } from './messages';

type Row = Output<'/api/console/v1/audit/list'>['rows'][number];
interface Filters {
  action?: string;
  targetType?: string;
}

const clean = (f: Filters): Filters =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Filters;

/** The append-only log, newest first, a page at a time (keyset), with filters and the CSV export. */
export function AuditLog({ allowed }: { allowed: boolean }) {
  const [rows, setRows] = useState<Row[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [draft, setDraft] = useState<Filters>({});
  // The page asked for: the first one of a filter set (from null) or the next (from the last cursor).
  const [request, setRequest] = useState<{ from: string | null; filters: Filters }>({ from: null, filters: {} });
  const [answered, setAnswered] = useState<object | null>(null);
  const loading = allowed && answered !== request;
  const [toast, toastHolder] = message.useMessage();

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    const { from, filters } = request;
    call('/api/console/v1/audit/list', { ...clean(filters), ...(from ? { cursor: from } : {}) })
      .then((page) => {
        if (!live) return;
        setRows((old) => (from ? [...old, ...page.rows] : page.rows));
        setCursor(page.nextCursor);
      })
      .catch((err: unknown) => live && void toast.error(err instanceof ConsoleApiError ? err.message : M.failed))
      .finally(() => live && setAnswered(request));
    return () => {
      live = false;
    };
  }, [allowed, request, toast]);

  if (!allowed) return <Result status="403" title={M.noPermission} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {toastHolder}
      <Space>
        <Input
          placeholder={M.filterAction}
          style={{ width: 260 }}
          value={draft.action}
          onChange={(e) => setDraft({ ...draft, action: e.target.value })}
        />
        <Input
          placeholder={M.filterTargetType}
          style={{ width: 220 }}
          value={draft.targetType}
          onChange={(e) => setDraft({ ...draft, targetType: e.target.value })}
        />
        <Button type="primary" onClick={() => setRequest({ from: null, filters: draft })}>
          {M.search}
        </Button>
        <Button
          onClick={() =>
            void downloadAuditCsv(clean(request.filters)).catch((err: unknown) =>
              toast.error(err instanceof ConsoleApiError ? err.message : M.failed),
            )
          }
        >
          {M.exportCsv}
        </Button>
      </Space>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        pagination={false}
        columns={[
          {
            title: M.columns.at,
            dataIndex: 'at',
            width: 190,
            render: (at: string) => new Date(at).toLocaleString('zh-CN'),
          },
          { title: M.columns.operator, dataIndex: 'operator', width: 120 },
          { title: M.columns.action, dataIndex: 'action', width: 200 },
          { title: M.columns.targetType, dataIndex: 'targetType', width: 110 },
          { title: M.columns.targetId, dataIndex: 'targetId', width: 110 },
          { title: M.columns.reason, dataIndex: 'reason' },
          { title: M.columns.ip, dataIndex: 'ip', width: 130 },
        ]}
      />
      <Button
        block
        disabled={!cursor || loading}
        onClick={() => setRequest({ from: cursor, filters: request.filters })}
      >
        {cursor ? M.more : M.noMore}
      </Button>
    </Space>
  );
}
