import { z } from 'zod';
import postsJson from './posts.json';

// The demo community's dynamics, written one by one (docs/product/data.md, "Demo content"): each for its place and
// season, in the voice of the one who went — a student on a budget, a family, a photographer, a foodie, a hiker, a
// retired couple. No two share a title or a sentence. `place` is a DEMO_PLACES name (community-places.json: its
// pictures, topic and comments follow it); `daysAgo` and `hour` spread the posts over weeks at the times people post.

const voice = z.enum(['student', 'family', 'photographer', 'foodie', 'hiker', 'retired']);
export type Voice = z.infer<typeof voice>;
const post = z.object({
  place: z.string().min(1),
  voice,
  title: z.string().min(1),
  text: z.string().min(1),
  daysAgo: z.number().int().nonnegative(),
  hour: z.number().int().min(0).max(23),
});
export type DemoPostData = z.infer<typeof post>;

/** The content lives in posts.json (data, not code), checked against its shape as it loads and by demo-data.unit.test.ts. */
export const DEMO_POSTS: DemoPostData[] = z.array(post).parse(postsJson);
