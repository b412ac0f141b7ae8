import { describe, expect, it } from 'vitest';
import { groupByLetter, pickTarget } from './letter-groups';

describe('groupByLetter', () => {
  it('groups A to Z and puts the rest last', () => {
    const rows = [
      { name: '上海', firstLetter: 'S' },
      { name: '北京', firstLetter: 'B' },
      { name: '成都', firstLetter: 'c' },
      { name: '??', firstLetter: '' },
      { name: '深圳', firstLetter: 'S' },
    ];
    expect(groupByLetter(rows).map((g) => [g.letter, g.rows.map((r) => r.name)])).toEqual([
      ['B', ['北京']],
      ['C', ['成都']],
      ['S', ['上海', '深圳']],
      ['#', ['??']],
    ]);
  });
});

describe('pickTarget', () => {
  it('goes to an own path from the address with the destination', () => {
    expect(pickTarget('/poiMap?x=1', 7, '/billboardList')).toBe('/poiMap?x=1&destinationId=7');
  });
  it('refuses other origins', () => {
    expect(pickTarget('//evil.example/x', 7, '/billboardList')).toBe('/billboardList?destinationId=7');
    expect(pickTarget('https://evil.example/', 7, '/billboardList')).toBe('/billboardList?destinationId=7');
    expect(pickTarget(null, 7, '/billboardList')).toBe('/billboardList?destinationId=7');
  });
});
