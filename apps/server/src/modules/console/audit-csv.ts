/** The export's columns, in Chinese for the people who open it. */
export const AUDIT_CSV_HEADER = [
  '编号',
  '时间',
  '操作人',
  '操作',
  '对象类型',
  '对象',
  '原因',
  '修改前',
  '修改后',
  '地址',
].join(',');

interface CsvRow {
  id: number;
  at: string;
  operator: string;
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  before: unknown;
  after: unknown;
  ip: string;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a value a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) is prefixed with a quote mark so it stays text.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function auditCsvLine(r: CsvRow): string {
  return [r.id, r.at, r.operator, r.action, r.targetType, r.targetId, r.reason, r.before, r.after, r.ip]
    .map(csvField)
    .join(',');
}
