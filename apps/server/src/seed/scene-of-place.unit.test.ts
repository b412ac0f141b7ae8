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

  it('draws a landmark of its own shape as its kind, never as the Forbidden City', () => {
    expect(sceneOfPlace('浅草寺 Senso-ji 寺庙', 'sight')).toBe('templegate');
    expect(sceneOfPlace('东京晴空塔 Tokyo Skytree 地标', 'sight')).toBe('tower');
    expect(sceneOfPlace("西安城墙 Xi'an City Wall 古迹,骑行", 'sight')).toBe('citywall');
    expect(sceneOfPlace('京都清水寺', 'sight')).toBe('pagoda');
    expect(sceneOfPlace('澳门大三巴 Ruins of St. Paul', 'sight')).toBe('facade');
    expect(sceneOfPlace('慕田峪长城 Mutianyu Great Wall', 'sight')).toBe('greatwall');
    expect(sceneOfPlace('大雁塔 Giant Wild Goose Pagoda', 'sight')).toBe('pagoda');
    expect(sceneOfPlace('喀纳斯的秋天')).toBe('autumn');
    expect(sceneOfPlace('士林夜市 Shilin Night Market', 'food')).toBe('nightmarket');
  });
});
