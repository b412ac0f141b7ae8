import { z } from 'zod';
import communityJson from './community-text.json';

// Demo text for the community beyond dynamics (docs/product/data.md, "Demo content"): topic subclasses, the general
// comments and the authors' replies, talents, hot words, categories, adverts, clubs, system notices and share cards.
// `comments` are what anyone may say under any post: none states a fact about a place (opening days, booking,
// prices), which only the place's own comments and the post itself may do; `replies` are an author's thanks and
// company, never a claim about the place. Adverts are evergreen: the demo is opened in every season.
// `shareConfigs[].image` is the index of the demo picture on the card.

const words = z.array(z.string().min(1));
const text = z
  .object({
    subclasses: words,
    comments: words,
    replies: words,
    talentTitles: words.min(6),
    talentCategories: words.min(6),
    hotWords: words,
    categories: z.object({ main: words.max(6), diy: words.max(4) }),
    adverts: z.array(z.object({ page_slot: z.string().min(1), title: z.string().min(1), link_url: z.string() })).max(8),
    clubs: z.array(z.object({ name: z.string().min(1), intro: z.string() })),
    systemNotices: z.array(z.object({ title: z.string().min(1), excerpt: z.string() })),
    shareConfigs: z.array(
      z.object({
        key: z.string().min(1),
        title: z.string().min(1),
        description: z.string(),
        image: z.number().int().min(0),
        link: z.string().startsWith('/'),
      }),
    ),
  })
  .parse(communityJson);

export const SUBCLASSES = text.subclasses;
export const COMMENTS = text.comments;
export const REPLIES = text.replies;
export const TALENT_TITLES = text.talentTitles;
export const TALENT_CATEGORIES = text.talentCategories;
export const HOT_WORDS = text.hotWords;
export const CATEGORIES = text.categories;
export const ADVERTS = text.adverts;
export const CLUBS = text.clubs;
export const SYSTEM_NOTICES = text.systemNotices;
export const SHARE_CONFIGS = text.shareConfigs;
