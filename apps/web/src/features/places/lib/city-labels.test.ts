import { describe, expect, it } from 'vitest';
import { citiesInView, labelBudget, type CityRow } from './city-labels';

const ROWS: CityRow[] = [
  ['东京', 35.6895, 139.6917, 37_000_000],
  ['上海', 31.2304, 121.4737, 24_000_000],
  ['横滨', 35.4437, 139.638, 3_700_000],
  ['川崎', 35.5308, 139.7029, 1_500_000],
];

describe('city names on the offline base map', () => {
  it('names the cities in view, biggest first', () => {
    const tokyo = { minLat: 35.3, minLng: 139.4, maxLat: 35.9, maxLng: 140 };
    expect(citiesInView(ROWS, tokyo, 10).map((c) => c.name)).toEqual(['东京', '横滨', '川崎']);
  });

  it('keeps to the zoom’s budget', () => {
    const world = { minLat: -80, minLng: -180, maxLat: 80, maxLng: 180 };
    const many: CityRow[] = Array.from({ length: 500 }, (_, i) => [`c${i}`, 10, 10, 500 - i]);
    expect(citiesInView(many, world, 2)).toHaveLength(labelBudget(2));
    expect(citiesInView(many, world, 12)).toHaveLength(labelBudget(12));
    expect(labelBudget(2)).toBeLessThan(labelBudget(12));
  });
});
