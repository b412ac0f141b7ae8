import { describe, expect, it } from 'vitest';
import { sceneOfPlace } from './scene-of-place.ts';

describe('sceneOfPlace', () => {
  it('gives a place the picture its name and labels call for', () => {
    expect(sceneOfPlace('故宫 The Palace Museum 必游,古迹,博物馆', 'sight')).toBe('palace');
    expect(sceneOfPlace('故宫博物院门票 北京')).toBe('palace');
    expect(sceneOfPlace('西湖 West Lake', 'sight')).toBe('lake');
    expect(sceneOfPlace('黄山 Mount Huangshan', 'sight')).toBe('mountain');
    expect(sceneOfPlace('乌镇西栅', 'sight')).toBe('watertown');
    expect(sceneOfPlace('亚龙湾 Yalong Bay', 'sight')).toBe('beach');
    expect(sceneOfPlace('全聚德烤鸭', 'food')).toBe('food');
    expect(sceneOfPlace('南京路步行街', 'shopping')).toBe('citynight');
  });
});
