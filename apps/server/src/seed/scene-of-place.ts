import type { SceneKind } from './scene-kinds.ts';

// Which kind of demo picture fits a place, read from its name and labels, so a palace shows a palace and a lake a
// lake (docs/product/data.md: a post, a POI or a product about 故宫 never shows a beach). First match wins: the specific
// landscapes before the broad ones.
const RULES: [RegExp, SceneKind][] = [
  // Landmarks with a shape of their own come first: a pagoda, a shrine gate, a wall or a tower is never drawn as
  // the Forbidden City.
  [/长城|great wall/i, 'greatwall'],
  [/城墙|city wall/i, 'citywall'],
  [/浅草寺|雷门|鸟居|神宫|神社|稻荷|明治|senso|torii|shrine|jingu/i, 'templegate'],
  [/雷峰塔|大雁塔|小雁塔|六和塔|三重塔|五重塔|清水寺|pagoda/i, 'pagoda'],
  [
    /晴空塔|天空树|东京塔|广州塔|东方明珠|电视塔|上海中心|埃菲尔|铁塔|skytree|tokyo tower|canton tower|pearl tower|eiffel|shanghai tower/i,
    'tower',
  ],
  [/塔|tower/i, 'tower'],
  [/大三巴|教堂|圣母院|大教堂|cathedral|church|st\. paul|notre/i, 'facade'],
  [/喀纳斯|禾木|红叶|枫叶|秋色|kanas|autumn/i, 'autumn'],
  [/夜市|回民街|小吃街|night market|muslim quarter/i, 'nightmarket'],
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
