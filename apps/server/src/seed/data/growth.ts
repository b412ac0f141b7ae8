import { z } from 'zod';
import growthJson from './growth.json';

// The growth centre's demo (docs/product/growth.md): a seven-day sign-in cycle, coins rising towards the seventh day,
// days 3 and 7 holding mystery awards; and tasks of each kind (daily, special, weal) with their rewards and links.

const award = z.object({
  name: z.string().min(1),
  type: z.enum(['coin', 'exp']),
  quantity: z.number().int().positive(),
  probability: z.number().int().min(0).max(100),
});
const signInDay = z.object({
  describe: z.string().min(1),
  coin: z.number().int().nonnegative(),
  exp: z.number().int().nonnegative(),
  awards: z.array(award).optional(),
});
const task = z.object({
  kind: z.enum(['daily', 'special', 'weal']),
  event: z.enum(['publish_dynamic', 'comment', 'like', 'follow', 'enrol_activity', 'sign_in']),
  title: z.string().min(1),
  description: z.string(),
  target: z.number().int().positive(),
  coin: z.number().int().nonnegative(),
  exp: z.number().int().nonnegative(),
  link: z.string().startsWith('/'),
});

export type DemoSignInDay = z.infer<typeof signInDay>;
export type DemoTask = z.infer<typeof task>;

/** The content lives in growth.json (data, not code), checked against its shape as it loads. */
const growth = z.object({ signInCycle: z.array(signInDay).length(7), tasks: z.array(task) }).parse(growthJson);

export const SIGN_IN_CYCLE: DemoSignInDay[] = growth.signInCycle;
export const GROWTH_TASKS: DemoTask[] = growth.tasks;
