import { describe, expect, it } from 'vitest';
import { chosenSku, clampCount, initialChoice, isValueAvailable, toggleValue } from './sku-choice';

const sku = (skuId: string, date: string, who: string, stock: number) => ({
  skuId,
  options: [
    { name: '日期', value: date },
    { name: '人群', value: who },
  ],
  stock,
});
const groups = [
  { name: '日期', values: ['周一', '周二'] },
  { name: '人群', values: ['成人', '儿童'] },
];
const skus = [
  sku('1', '周一', '成人', 5),
  sku('2', '周一', '儿童', 0),
  sku('3', '周二', '成人', 1),
  sku('4', '周二', '儿童', 2),
];

describe('the SKU choice', () => {
  it('names a SKU only when every group is picked', () => {
    expect(chosenSku(groups, skus, { 日期: '周一' })).toBeNull();
    expect(chosenSku(groups, skus, { 日期: '周二', 人群: '儿童' })?.skuId).toBe('4');
  });

  it('offers a value only when some SKU in stock has it with the rest of the choice', () => {
    expect(isValueAvailable(skus, { 日期: '周一' }, '人群', '儿童')).toBe(false);
    expect(isValueAvailable(skus, { 日期: '周二' }, '人群', '儿童')).toBe(true);
    // Changing a picked group is judged as if that group were picked anew.
    expect(isValueAvailable(skus, { 日期: '周一', 人群: '儿童' }, '日期', '周二')).toBe(true);
  });

  it('drops the picks a new one no longer fits, and unpicks on a second tap', () => {
    expect(toggleValue(skus, { 日期: '周二', 人群: '儿童' }, '日期', '周一')).toEqual({ 日期: '周一' });
    expect(toggleValue(skus, { 日期: '周二', 人群: '成人' }, '日期', '周一')).toEqual({ 日期: '周一', 人群: '成人' });
    expect(toggleValue(skus, { 日期: '周二' }, '日期', '周二')).toEqual({});
  });

  it('opens on the asked SKU when in stock, else the first in stock', () => {
    expect(initialChoice(skus, '3')).toEqual({ 日期: '周二', 人群: '成人' });
    expect(initialChoice(skus, '2')).toEqual({ 日期: '周一', 人群: '成人' });
    expect(initialChoice([sku('9', '周一', '成人', 0)])).toEqual({});
  });

  it('keeps the count between 1 and the stock, at most 9', () => {
    expect(clampCount(0, 5)).toBe(1);
    expect(clampCount(7, 5)).toBe(5);
    expect(clampCount(20, 100)).toBe(9);
    expect(clampCount(3, 0)).toBe(1);
  });
});
