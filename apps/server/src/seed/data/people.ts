import { z } from 'zod';
import { SCENE_KINDS } from '../scene-kinds.ts';
import peopleJson from './people.json';

// The demo community's people and topics (docs/product/data.md, "Demo content"): nicknames with what each says about
// themselves (bios[i] is nicknames[i]'s), and the topics the posts sit in, each with its subclass and the kind of
// picture on its cover. Marked is_demo in the database and never loaded in production.

const people = z
  .object({
    nicknames: z.array(z.string().min(1)).min(15),
    bios: z.array(z.string().min(1)),
    topics: z.array(
      z.object({
        title: z.string().min(1),
        description: z.string().min(1),
        subclass: z.string().min(1),
        cover: z.enum(SCENE_KINDS),
      }),
    ),
  })
  .refine((p) => p.bios.length === p.nicknames.length, 'one bio per nickname')
  .parse(peopleJson);

export type DemoTopic = (typeof people.topics)[number];

export const NICKNAMES: string[] = people.nicknames;
/** What each demo user says about themselves, in the order of NICKNAMES. */
export const BIOS: string[] = people.bios;
export const TOPICS: DemoTopic[] = people.topics;
