import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, refuse } from '../../platform/http/app-error.ts';
import { visibleContent } from './content-service.ts';
import { findPoll, replaceVotes } from './poll-repository.ts';
import { toPollView } from './poll-view.ts';

export async function vote(app: AppContext, me: SessionUser, input: { contentId: number; options: number[] }) {
  await visibleContent(app, input.contentId, me);
  const poll = await findPoll(app.db, input.contentId, me.id);
  if (!poll) throw notFound();
  if (poll.ends_at && new Date(poll.ends_at).getTime() < Date.now()) throw refuse('投票已结束');
  const options = [...new Set(input.options)].sort((a, b) => a - b);
  if (options.some((o) => o >= poll.options.length)) throw refuse('没有这个选项');
  if (!poll.multiple && options.length > 1) throw refuse('这是单选投票');
  await replaceVotes(app.db, input.contentId, me.id, options);
  return toPollView((await findPoll(app.db, input.contentId, me.id))!);
}
