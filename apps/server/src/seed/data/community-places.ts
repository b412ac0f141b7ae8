import { z } from 'zod';
import { SCENE_KINDS } from '../scene-kinds.ts';
import placesJson from './community-places.json';

// The places the demo community writes about (docs/product/data.md, "Demo content"). Each post (posts.json) is about
// one place, so its pictures (drawn for the place's kind of landmark or scenery), topic and the comments under it
// agree with each other. `topic` is a demo topic's title (people.json); `comments` what readers ask or say under a
// post about the place.

const place = z.object({
  name: z.string().min(1),
  kind: z.enum(SCENE_KINDS),
  topic: z.string().min(1),
  comments: z.array(z.string().min(1)).min(1),
});

export type DemoPlace = z.infer<typeof place>;

export const DEMO_PLACES: DemoPlace[] = z.array(place).parse(placesJson);
