import { TEXT_LIMITS, isValidPhone, maskPhone, textLength } from '@app/rules';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { openPhone, sealPhone } from '../../platform/crypto/phone-crypto.ts';
import { refuse } from '../../platform/http/app-error.ts';
import { resolveOwnImages, resolveOwnVideo } from '../media/index.ts';
import { assertClean, plainText, screenText } from './content-filter-service.ts';
import { REVIEW_NOTICE } from './review-state.ts';
import { holdsFirstPost } from './review-settings.ts';
import { adjustTopic } from './counter-repository.ts';
import { insertPoll } from './poll-repository.ts';
import { findContact, findTopicTitle, insertContent, upsertContact } from './publish-repository.ts';
import { assertMayPost } from '../identity/index.ts';

/** Articles carry longer text than dynamics (docs/product/community.md fixes only the dynamic's 2,000). */
const ARTICLE_TEXT_LIMIT = 20_000;

export interface PublishInput {
  type: 'dynamic' | 'article';
  title?: string | undefined;
  text: string;
  images?: string[] | undefined;
  videoId?: string | undefined;
  topicId?: number | undefined;
  poiId?: number | undefined;
  destinationId?: number | undefined;
  placeName?: string | undefined;
  poll?: { question: string; options: string[]; multiple: boolean } | undefined;
}

export function checkLengths(input: PublishInput, title: string, text: string) {
  const textLimit = input.type === 'article' ? ARTICLE_TEXT_LIMIT : TEXT_LIMITS.dynamic;
  if (textLength(title) > TEXT_LIMITS.title) throw refuse(`标题不能超过${TEXT_LIMITS.title}个字符（汉字算2个）`);
  if (textLength(text) > textLimit) throw refuse(`正文不能超过${textLimit}个字符（汉字算2个）`);
  if (input.type === 'article' && title === '') throw refuse('文章需要标题');
  if (input.images?.length && input.videoId) throw refuse('图片和视频只能选一种');
  if (text === '' && !input.images?.length && !input.videoId) throw refuse('写点什么，或者加几张图片吧');
}

export async function publish(app: AppContext, me: SessionUser, input: PublishInput) {
  await assertMayPost(app.db, me.id);
  const title = plainText(input.title ?? '');
  const text = plainText(input.text);
  const placeName = plainText(input.placeName ?? '');
  checkLengths(input, title, text);
  const asked = input.poll && {
    question: plainText(input.poll.question),
    options: input.poll.options.map(plainText),
    multiple: input.poll.multiple,
  };
  if (asked && asked.options.some((o) => o === '' || textLength(o) > 40)) throw refuse('投票选项为1到40个字符');
  // Every text of the post through the one filter: blocked words refuse it, insults are starred, and a private-trade
  // advert keeps the post for its author until a moderator passes it (docs/product/content-filter.md).
  const screened = await screenText(app.db, [
    { kind: 'title', content: title },
    { kind: 'text', content: text },
    { kind: 'text', content: placeName },
    ...(asked ? [asked.question, ...asked.options].map((content) => ({ kind: 'text' as const, content })) : []),
  ]);
  const [storedTitle = '', storedText = '', storedPlace = '', ...pollTexts] = screened.items.map((i) => i.masked);
  const poll = asked && { question: pollTexts[0]!, options: pollTexts.slice(1), multiple: asked.multiple };
  // Under pre-moderation a new account's first post waits for a moderator too (docs/product/console-content.md).
  const firstPost = screened.verdict !== 'review' && (await holdsFirstPost(app.db, me.id));
  const review = screened.verdict === 'review' || firstPost;
  const topicTitle = input.topicId === undefined ? '' : await findTopicTitle(app.db, input.topicId);
  if (topicTitle === undefined) throw refuse('话题不存在');
  const images = await resolveOwnImages(app, me, input.images ?? []);
  const video = input.videoId ? await resolveOwnVideo(app, me, input.videoId) : null;
  const id = await app.db.transaction().execute(async (trx) => {
    const newId = await insertContent(trx, {
      authorId: me.id,
      type: input.type,
      title: storedTitle,
      body: storedText,
      images,
      videoId: video?.id ?? null,
      topicId: input.topicId ?? null,
      poiId: input.poiId ?? null,
      destinationId: input.destinationId ?? null,
      placeName: storedPlace,
      status: review ? 'review' : undefined,
      heldFor: firstPost ? 'firstPost' : 'filter',
    });
    if (poll) await insertPoll(trx, newId, poll);
    // A post held for review counts in its topic only once a moderator passes it (review-state.ts).
    if (input.topicId !== undefined && !review) await adjustTopic(trx, input.topicId, 1);
    return newId;
  });
  return review ? { id: String(id), status: 'review' as const, notice: REVIEW_NOTICE } : { id: String(id) };
}

/** Mobile numbers are masked in every answer, the owner's too. */
export async function getContact(app: AppContext, me: SessionUser) {
  const c = await findContact(app.db, me.id);
  const mobile = await openPhone(app, c?.mobile_enc);
  return { name: c?.name ?? '', mobile: mobile ? maskPhone(mobile) : '', wechat: c?.wechat ?? '' };
}

export async function saveContact(
  app: AppContext,
  me: SessionUser,
  input: { name: string; countryCode: string; mobile: string; wechat: string },
) {
  const c = { name: plainText(input.name), mobile: input.mobile.trim(), wechat: plainText(input.wechat) };
  if (c.mobile !== '' && !isValidPhone(input.countryCode, c.mobile)) throw refuse('手机号格式不正确');
  // The name is read strictly; the WeChat id field exists to carry a contact, so only blocked words refuse it there.
  await assertClean(app.db, [{ kind: 'text', content: c.name }]);
  await screenText(app.db, [{ kind: 'text', content: c.wechat }]);
  await upsertContact(app.db, me.id, { name: c.name, mobileEnc: await sealPhone(app, c.mobile), wechat: c.wechat });
  return getContact(app, me);
}
