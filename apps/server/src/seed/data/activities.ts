import { z } from 'zod';
import type { ActivityQuestion } from '../../platform/db/schema.ts';
import activitiesJson from './activities.json';

// Words for the activities demo (docs/product/activities.md): cities with a meeting place in each (WGS-84), activity
// ideas per classification name (0006's seed) — a title pattern the city goes in ({city}), an introduction, and the
// hour it starts when its nature sets one (a sunrise hike before dawn, a night walk at dusk; else morning or
// afternoon) — the question sets publishers ask, and the names demo sign-ups answer with.

const question = z.object({
  id: z.string().min(1),
  type: z.enum(['name', 'mobile', 'idNumber', 'passport', 'gender', 'email', 'text', 'single', 'multiple']),
  title: z.string().min(1),
  required: z.boolean(),
  options: z.array(z.string().min(1)).optional(),
});
const activities = z
  .object({
    cities: z.array(
      z.object({
        city: z.string().min(1),
        address: z.string().min(1),
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
      }),
    ),
    ideas: z.record(
      z.string(),
      z.array(
        z.object({
          title: z.string().includes('{city}'),
          intro: z.string().min(1),
          hour: z.number().min(0).lt(24).optional(),
        }),
      ),
    ),
    questionSets: z.array(z.array(question).min(1)),
    names: z.array(z.string().min(1)).min(1),
  })
  .parse(activitiesJson);

export type ActivityCity = (typeof activities.cities)[number];
export type ActivityIdea = (typeof activities.ideas)[string][number];

export const ACTIVITY_CITIES: ActivityCity[] = activities.cities;
export const ACTIVITY_IDEAS: Record<string, ActivityIdea[]> = activities.ideas;
export const QUESTION_SETS: ActivityQuestion[][] = activities.questionSets;
export const DEMO_NAMES: string[] = activities.names;
