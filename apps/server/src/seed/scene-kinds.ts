// The kinds of scene the demo's pictures are drawn for (demo-scenes.ts): landscapes, then landmarks of their own
// shape (added after the landscapes, so the first kinds keep their picture numbers). A demo place, topic or guide
// names its kind; the data loaders check every name against this list.

export const SCENE_KINDS = [
  'mountain',
  'snow',
  'watertown',
  'citynight',
  'beach',
  'palace',
  'food',
  'lake',
  'desert',
  'grassland',
  'garden',
  'karst',
  'pagoda',
  'templegate',
  'citywall',
  'greatwall',
  'tower',
  'facade',
  'autumn',
  'nightmarket',
  'hotel',
] as const;

export type SceneKind = (typeof SCENE_KINDS)[number];
