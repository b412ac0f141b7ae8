import { Alert, Button, DatePicker, Input, Select, Space, Table, Typography, message } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { downloadCsv, type Input as In, type Output } from '../api';
import { RANGE_PLACEHOLDER } from '../parts/dayjs-zh';
import { M } from '../messages';
import { usePaged } from '../parts/paged-table';
import { errorText, useRead } from '../use-call';

type Row = Output<'/api/console/v1/audit/list'>['rows'][number];
type Filters = Omit<In<'/api/console/v1/audit/export'>, never>;

const COLUMNS = {
  at: '时间',
  operator: '操作人',
  action: '操作',
  targetType: '对象类型',
  targetId: '对象',
  reason: '原因',
  ip: '地址',
};
const TARGET_TYPES = Object.entries(M.targetTypes).map(([value, label]) => ({ value, label: `${label}（${value}）` }));

/** A JSON value of the trail (before, after), on one short line. */
const brief = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/**
 * The append-only trail, newest first, a page at a time: filters by operator, action, target type and a time range
 * (from inclusive, to exclusive), and the same filters exported as CSV.
 */
export function AuditLog() {
  const [draft, setDraft] = useState<Filters>({});
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const list = usePaged<'/api/console/v1/audit/list', Row>('/api/console/v1/audit/list', filters);
  const operators = useRead('/api/console/v1/operators/list', {});
  const [toast, holder] = message.useMessage();
  const apply = () => {
    const [from, to] = range ?? [null, null];
    const clean = Object.fromEntries(
      Object.entries({
        ...draft,
        from: from?.startOf('day').toISOString(),
        to: to?.add(1, 'day').startOf('day').toISOString(),
      }).filter(([, v]) => v !== undefined && v !== ''),
    ) as Filters;
    setFilters(clean);
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Typography.Title level={4} style={{ margin: 0 }}>
        {M.menu.audit}
      </Typography.Title>
      <Space wrap>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="操作人"
          style={{ width: 160 }}
          options={(operators.data?.rows ?? []).map((o) => ({ value: o.id, label: o.name }))}
          onChange={(operatorId?: number) => setDraft({ ...draft, operatorId })}
        />
        <Input
          placeholder="操作（如 moderation.hide）"
          style={{ width: 220 }}
          allowClear
          onChange={(e) => setDraft({ ...draft, action: e.target.value.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder="对象类型"
          style={{ width: 170 }}
          options={TARGET_TYPES}
          onChange={(targetType?: string) => setDraft({ ...draft, targetType })}
        />
        <DatePicker.RangePicker
          placeholder={RANGE_PLACEHOLDER}
          onChange={(r) => setRange(r as [Dayjs | null, Dayjs | null] | null)}
        />
        <Button type="primary" onClick={apply}>
          {M.search}
        </Button>
        <Button
          onClick={() =>
            void downloadCsv('/api/console/v1/audit/export', filters, 'audit-log').catch((err: unknown) =>
              toast.error(errorText(err)),
            )
          }
        >
          导出 CSV
        </Button>
      </Space>
      {list.error && <Alert type="error" message={list.error} />}
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        expandable={{
          expandedRowRender: (r) => (
            <Space direction="vertical" size={2}>
              <Typography.Text code>之前：{brief(r.before) || '—'}</Typography.Text>
              <Typography.Text code>之后：{brief(r.after) || '—'}</Typography.Text>
            </Space>
          ),
        }}
        columns={[
          {
            title: COLUMNS.at,
            dataIndex: 'at',
            width: 180,
            render: (at: string) => new Date(at).toLocaleString('zh-CN'),
          },
          { title: COLUMNS.operator, dataIndex: 'operator', width: 120 },
          { title: COLUMNS.action, dataIndex: 'action', width: 190 },
          {
            title: COLUMNS.targetType,
            dataIndex: 'targetType',
            width: 110,
            render: (t: string) => M.targetTypes[t] ?? t,
          },
          { title: COLUMNS.targetId, dataIndex: 'targetId', width: 100 },
          { title: COLUMNS.reason, dataIndex: 'reason' },
          { title: COLUMNS.ip, dataIndex: 'ip', width: 130 },
        ]}
      />
      <Button block disabled={!list.hasMore || list.loading} onClick={list.more}>
        {list.hasMore ? M.more : M.noMore}
      </Button>
    </Space>
  );
}
