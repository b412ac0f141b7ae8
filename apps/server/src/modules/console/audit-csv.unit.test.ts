import { describe, expect, it } from 'vitest';
import { auditCsvLine, csvField } from './audit-csv.ts';

describe('the audit CSV', () => {
  it('quotes commas, quotes and line breaks, and keeps formulas as text', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(null)).toBe('');
    expect(csvField({ roles: ['cs'] })).toBe('"{""roles"":[""cs""]}"');
  });

  it('writes one line per entry in the header order', () => {
    const line = auditCsvLine({
      id: 7,
      at: '2026-11-27T10:00:00.000Z',
      operator: 'alice',
      action: 'operator.setRoles',
      targetType: 'operator',
      targetId: '3',
      reason: '调岗',
      before: null,
      after: ['cs'],
      ip: '127.0.0.1',
    });
    expect(line).toBe('7,2026-11-27T10:00:00.000Z,alice,operator.setRoles,operator,3,调岗,,"[""cs""]",127.0.0.1');
  });
});
