import { nicknameLengthProblem, PROFILE_LIMITS, textLength } from '@app/rules';
import type { SessionUser } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { judge, plainText } from '../community/index.ts';
import { resolveOwnImages } from '../media/index.ts';
import { MESSAGES, refuse } from './identity-errors.ts';
import { findUserById, updateProfileIfNicknameFree, type ProfileChange, type UserRow } from './user-repository.ts';

export interface ProfileInput {
  nickname?: string | undefined;
  avatar?: string | undefined;
  bio?: string | undefined;
}

const answer = (u: UserRow) => ({ userId: u.user_code, nickname: u.nickname, avatar: u.avatar_url, bio: u.bio });

/** The sensitive-word list judges each field on its own, so a refusal says which field and which words. */
async function assertCleanField(app: AppContext, text: string, prefix: string) {
  if (!text) return;
  const verdict = await judge(app.db, [{ kind: 'text', content: text }]);
  if (!verdict.pass) {
    const words = [...new Set(verdict.items.flatMap((v) => v.words))];
    throw refuse(`${prefix}${words.join('、')}，请修改`);
  }
}

/** A new avatar: the caller's own uploaded image (a file id or our URL for it); anything else is refused. */
async function ownAvatarUrl(app: AppContext, me: SessionUser, ref: string): Promise<string> {
  try {
    const [image] = await resolveOwnImages(app, me, [ref]);
    if (!image) throw refuse(MESSAGES.avatarNotOwn);
    return image.url;
  } catch (e) {
    // resolveOwnImages speaks of pictures in a post; here it is the avatar.
    if (e instanceof AppError && e.code === 1) throw refuse(MESSAGES.avatarNotOwn);
    throw e;
  }
}

/**
 * updateProfile: what is sent changes, what is left out stays. Nickname 2–24 and bio up to 100 as
 * packages/rules counts them, both through the content filter; the nickname unique (Latin case aside).
 */
export async function updateProfile(app: AppContext, me: SessionUser, input: ProfileInput) {
  const current = await findUserById(app.db, me.id);
  if (!current) throw notFound();
  const change: ProfileChange = {};

  if (input.nickname !== undefined) {
    // One line: spaces inside are kept as one, around it dropped.
    const nickname = plainText(input.nickname).replace(/\s+/g, ' ');
    const problem = nicknameLengthProblem(nickname);
    if (problem) throw refuse(problem === 'short' ? MESSAGES.nicknameShort : MESSAGES.nicknameLong);
    if (nickname !== current.nickname) {
      await assertCleanField(app, nickname, MESSAGES.nicknameSensitive);
      change.nickname = nickname;
    }
  }
  if (input.bio !== undefined) {
    const bio = plainText(input.bio);
    if (textLength(bio) > PROFILE_LIMITS.bio) throw refuse(MESSAGES.bioLong);
    await assertCleanField(app, bio, MESSAGES.bioSensitive);
    change.bio = bio;
  }
  // Sending back the avatar one already has (a form saved without a new picture) changes nothing.
  const avatar = input.avatar?.trim();
  if (avatar && avatar !== current.avatar_url) change.avatarUrl = await ownAvatarUrl(app, me, avatar);

  if (Object.keys(change).length === 0) return answer(current);
  const updated = await updateProfileIfNicknameFree(app.db, me.id, change);
  if (!updated) throw refuse(MESSAGES.nicknameTaken);
  return answer(updated);
}
