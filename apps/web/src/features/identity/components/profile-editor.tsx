import { nicknameLengthProblem, PROFILE_LIMITS, textLength } from '@app/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { failureMessage } from '../../../api/http';
import { uploadFile } from '../../../api/upload';
import { fmt } from '../../../lib/messages';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { UserIcon } from '../../../ui/icons';
import { SafeImage } from '../../../ui/safe-image';
import { showToast } from '../../../ui/toast';
import { isAvatarCandidate } from '../avatar-crop';
import { useUpdateProfile, type ProfileChange, type UpdatedProfile } from '../api/update-profile';
import { identityText } from '../messages';
import { AvatarCropper } from './avatar-cropper';
import styles from './profile-editor.module.css';

const t = identityText();

export type EditableProfile = { nickname: string; avatar: string | null; bio: string };
type NewAvatar =
  { state: 'uploading' | 'failed'; preview: string; file: File } | { state: 'ready'; preview: string; fileId: string };

/** The server's words for a refusal (a taken nickname, a sensitive word), else a general failure. */
const refusal = (e: unknown) => (isApiError(e) ? failureMessage(e) : t.saveFailed);

/**
 * Edit one's profile: a new avatar (chosen, cropped to a square here, uploaded at once), nickname and bio with
 * counters that count as the server does (a Chinese character 2). Only what changed is sent.
 */
export default function ProfileEditor({
  profile,
  onClose,
  onSaved,
}: {
  profile: EditableProfile;
  onClose: () => void;
  onSaved?: (profile: UpdatedProfile) => void;
}) {
  const [nickname, setNickname] = useState(profile.nickname);
  const [bio, setBio] = useState(profile.bio);
  const [picked, setPicked] = useState<File | null>(null);
  const [avatar, setAvatar] = useState<NewAvatar | null>(null);
  const [error, setError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useUpdateProfile((p) => {
    showToast(t.saved);
    onSaved?.(p);
    onClose();
  });
  const unreadable = useCallback(() => {
    setPicked(null);
    showToast(t.imageUnreadable);
  }, []);
  const previewUrl = avatar?.preview;
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const nickProblem = nicknameLengthProblem(nickname);
  const bioTooLong = textLength(bio.trim()) > PROFILE_LIMITS.bio;
  const upload = (file: File, preview: string) => {
    setAvatar({ state: 'uploading', preview, file });
    const form = new FormData();
    form.append('file', file, file.name);
    uploadFile(form, { toast: false, intent: file }).then(
      (answer) => setAvatar((a) => (a?.preview === preview ? { state: 'ready', preview, fileId: answer.fileId } : a)),
      (e: unknown) => {
        // The server refused the file itself (not a picture, over the quota): say why; a retry would not help.
        if (isApiError(e) && e.code === 1) {
          showToast(failureMessage(e));
          setAvatar((a) => (a?.preview === preview ? null : a));
        } else setAvatar((a) => (a?.preview === preview ? { state: 'failed', preview, file } : a));
      },
    );
  };

  const change: ProfileChange = {
    ...(nickname.trim() !== profile.nickname ? { nickname: nickname.trim() } : {}),
    ...(bio.trim() !== profile.bio ? { bio: bio.trim() } : {}),
    ...(avatar?.state === 'ready' ? { avatar: avatar.fileId } : {}),
  };
  const canSave =
    !nickProblem && !bioTooLong && avatar?.state !== 'uploading' && !save.isPending && Object.keys(change).length > 0;

  const submit = () => {
    setError('');
    save.mutate(change, { onError: (e) => setError(refusal(e)) });
  };

  if (picked) {
    return (
      <BottomSheet open onClose={() => setPicked(null)} title={t.cropTitle} closeLabel={t.cancel}>
        <AvatarCropper
          file={picked}
          onCancel={() => setPicked(null)}
          onUnreadable={unreadable}
          onDone={(square, preview) => {
            setPicked(null);
            upload(square, preview);
          }}
        />
      </BottomSheet>
    );
  }

  const shownAvatar = avatar?.preview ?? profile.avatar;
  return (
    <BottomSheet open onClose={onClose} title={t.editProfile} closeLabel={t.cancel} testId="profile-editor">
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (canSave) submit();
        }}
      >
        <div className={styles.avatarRow}>
          <button
            type="button"
            className={styles.avatar}
            onClick={() => fileInput.current?.click()}
            aria-label={t.changeAvatar}
            data-testid="change-avatar"
          >
            {shownAvatar ? (
              avatar ? (
                <img src={shownAvatar} alt="" />
              ) : (
                <SafeImage src={shownAvatar} alt="" width={96} height={96} resizeWidth={240} fallback={<UserIcon />} />
              )
            ) : (
              <UserIcon />
            )}
            {avatar?.state === 'uploading' ? <span className={styles.avatarState}>{t.uploadingAvatar}</span> : null}
          </button>
          {avatar?.state === 'failed' ? (
            <button type="button" className={styles.retry} onClick={() => upload(avatar.file, avatar.preview)}>
              {t.avatarFailed}
            </button>
          ) : (
            <span className={styles.avatarHint}>{t.changeAvatar}</span>
          )}
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            data-testid="avatar-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              // A document or a video never reaches the cropper: say what an avatar can be.
              if (isAvatarCandidate(file)) setPicked(file);
              else showToast(t.avatarNotImage);
            }}
          />
        </div>
        <label className={styles.field}>
          <span className={styles.label}>{t.nickname}</span>
          <input
            value={nickname}
            onChange={(e) => setNickname(e.target.value.replace(/[\r\n]/g, ''))}
            placeholder={t.nicknamePlaceholder}
            aria-invalid={!!nickProblem}
            data-testid="nickname-input"
          />
          <span className={nickProblem === 'long' ? styles.over : styles.count}>
            {fmt(t.counter, { n: textLength(nickname.trim()), max: PROFILE_LIMITS.nicknameMax })}
          </span>
        </label>
        {nickProblem ? (
          <p className={styles.problem}>{nickProblem === 'short' ? t.nicknameShort : t.nicknameLong}</p>
        ) : null}
        <label className={`${styles.field} ${styles.bioField}`}>
          <span className={styles.label}>{t.bio}</span>
          <textarea
            value={bio}
            onChange={(e) => setBio(e.target.value)}
            placeholder={t.bioPlaceholder}
            rows={3}
            aria-invalid={bioTooLong}
            data-testid="bio-input"
          />
          <span className={bioTooLong ? styles.over : styles.count}>
            {fmt(t.counter, { n: textLength(bio.trim()), max: PROFILE_LIMITS.bio })}
          </span>
        </label>
        {bioTooLong ? <p className={styles.problem}>{t.bioLong}</p> : null}
        {error ? (
          <p className={styles.problem} role="alert" data-testid="profile-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.save} disabled={!canSave} data-testid="profile-save">
          {save.isPending ? t.saving : t.save}
        </button>
      </form>
    </BottomSheet>
  );
}
