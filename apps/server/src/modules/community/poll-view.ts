import type { PollRaw } from './poll-repository.ts';

/** A poll as the contract shows it, from its row (content-service and poll-service both answer with it). */
export function toPollView(p: PollRaw) {
  return {
    question: p.question,
    multiple: p.multiple,
    endsAt: p.ends_at ? new Date(p.ends_at).toISOString() : null,
    options: p.options.map((text, index) => ({ index, text, count: p.counts[index] ?? 0 })),
    total: p.counts.reduce((a, b) => a + b, 0),
    myVotes: p.mine,
  };
}
