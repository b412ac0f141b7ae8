import type { SceneKind } from './demo-places.ts';

// Which kind of demo picture fits a place, read from its name and labels, so a palace shows a palace and a lake a
// lake (issue 13 item 6: a post, a POI or a product about 故宫 never shows a beach). First match wins: the specific
// landscapes before the broad ones.
const RULES: [RegExp, SceneKind][] = [
  [/雪|冰|滑雪|snow|ski/i, 'snow'],
  [/沙漠|沙丘|鸣沙|desert|dune/i, 'desert'],
  [/草原|牧场|grassland|prairie/i, 'grassland'],
  [/漓江|阳朔|桂林|喀斯特|karst/i, 'karst'],
  [/古镇|水乡|周庄|乌镇|西塘|运河|canal|venice|威尼斯/i, 'watertown'],
  [/海滩|沙滩|海岛|海湾|岛|湾|海|beach|island|bay/i, 'beach'],
  [/湖|潭|池|泉|lake/i, 'lake'],
  [/山|峰|岳|峡|谷|mount|peak|canyon/i, 'mountain'],
  [/园|花|植物|garden|park/i, 'garden'],
  [/宫|寺|庙|塔|殿|坛|陵|城墙|古迹|博物|palace|temple|shrine|museum|castle|cathedral/i, 'palace'],
  [/美食|小吃|餐|面|火锅|烤鸭|food|restaurant|market/i, 'food'],
];

/** The scene for a place: its words first, then its kind (food places show food; the rest a city at night). */
export function sceneOfPlace(words: string, kind?: string): SceneKind {
  for (const [pattern, scene] of RULES) if (pattern.test(words)) return scene;
  return kind === 'food' ? 'food' : 'citynight';
}
