import { describe, expect, it } from 'vitest';
import { xlsxOfRows, xlsxOfSameRow, zip } from '../../../test/support/xlsx-builder.ts';
import { readZipDirectory } from './zip-directory.ts';

describe('readZipDirectory', () => {
  it('sums the uncompressed sizes the directory declares, without inflating', () => {
    const bytes = zip([
      { name: 'a.xml', data: Buffer.alloc(1000, 'a') },
      { name: 'b.xml', data: Buffer.alloc(2345, 'b') },
    ]);
    expect(readZipDirectory(bytes)).toEqual({ entries: 2, uncompressed: 3345 });
  });

  it('sees a million-row sheet for what it inflates to, from a few KB', () => {
    const bomb = xlsxOfSameRow(1_000_000);
    const summary = readZipDirectory(bomb)!;
    expect(summary.uncompressed).toBeGreaterThan(50_000_000);
    expect(bomb.length).toBeLessThan(1_000_000);
  });

  it('answers null for what is not a zip, or is cut short', () => {
    expect(readZipDirectory(Buffer.from('not a workbook'))).toBeNull();
    const whole = xlsxOfRows(10, (n) => String(n));
    expect(readZipDirectory(whole.subarray(0, whole.length - 30))).toBeNull();
  });
});
