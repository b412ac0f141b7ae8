import postsJson from './posts.json';

// The demo community's dynamics, written one by one (docs/product/data.md, "Demo content"): each for its place and
// season, in the voice of the one who went — a student on a budget, a family, a photographer, a foodie, a hiker, a
// retired couple. No two share a title or a sentence. `place` is a DEMO_PLACES name (its pictures, topic and
// comments follow it); `daysAgo` and `hour` spread the posts over weeks at the times people post.

export type Voice = 'student' | 'family' | 'photographer' | 'foodie' | 'hiker' | 'retired';

export interface DemoPostData {
  place: string;
  voice: Voice;
  title: string;
  text: string;
  daysAgo: number;
  hour: number;
}

/** The content lives in posts.json (data, not code); the type is asserted here and the content checked by demo-data.unit.test.ts. */
export const DEMO_POSTS: DemoPostData[] = postsJson as DemoPostData[];
