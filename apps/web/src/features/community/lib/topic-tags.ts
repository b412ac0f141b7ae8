// Topic tags in user text: '#西湖#' (a full-width ＃ too). The text is split into plain pieces and tags; the
// screen renders plain pieces as text nodes and tags as links it builds itself, so nothing a user writes ever
// becomes markup or an address of their choosing.

export const TOPIC_TAG_MAX = 30;

export type TextSegment = { kind: 'text'; text: string } | { kind: 'topic'; name: string; topicId: string | null };

export type KnownTopic = { id: string; title: string };

// Between two hashes, a name as topics are named: letters of any script, digits, '_', '-', '·'; at most
// TOPIC_TAG_MAX of them. Markup, entities ('&#40;') and anything spaced stay plain text.
const TAG = new RegExp(`[#＃]([\\p{L}\\p{N}_\\-·]{1,${TOPIC_TAG_MAX}})[#＃]`, 'gu');

export function parseTopicTags(text: string, known: readonly KnownTopic[] = []): TextSegment[] {
  const byTitle = new Map(known.map((t) => [t.title, t.id]));
  const out: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const name = match[1] ?? '';
    const start = match.index;
    if (start > last) out.push({ kind: 'text', text: text.slice(last, start) });
    out.push({ kind: 'topic', name, topicId: byTitle.get(name) ?? null });
    last = start + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** Where a tag leads: its topic's page when the topic is known, else the topic square's search for the name. */
export function topicTagHref(segment: { name: string; topicId: string | null }): string {
  if (segment.topicId) return `/speakTopic?topicId=${encodeURIComponent(segment.topicId)}`;
  return `/topicSquare?keyword=${encodeURIComponent(segment.name)}`;
}

/** The text with a topic tag added at its end, unless it already carries it. */
export function appendTopicTag(text: string, name: string): string {
  if (parseTopicTags(text).some((s) => s.kind === 'topic' && s.name === name)) return text;
  const sep = text === '' || /\s$/.test(text) ? '' : ' ';
  return `${text}${sep}#${name}#`;
}
