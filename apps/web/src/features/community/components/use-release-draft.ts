import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, EMPTY_DRAFT, loadDraft, saveDraft, type ReleaseDraft } from '../lib/release-draft';

const SAVE_DELAY_MS = 400;
const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The draft left by an earlier visit (or a reload), read once when the screen opens. */
export function readStoredDraft(userId: string): ReleaseDraft | null {
  const s = storage();
  return s ? loadDraft(s, userId) : null;
}

type Words = Omit<ReleaseDraft, 'images' | 'video'>;

/**
 * The draft being written, written to localStorage shortly after every change (and once more when the screen
 * goes), so a reload or a crash loses nothing. Pictures and the video live in their upload queues: what is
 * kept is the words plus what finished uploading (`media`).
 */
export function useReleaseDraft(
  userId: string,
  initial: ReleaseDraft | null,
  media: Pick<ReleaseDraft, 'images' | 'video'>,
) {
  const [draft, setDraft] = useState<Words>(() => {
    const { images: _i, video: _v, ...words } = initial ?? EMPTY_DRAFT;
    return words;
  });
  const latest = useRef<ReleaseDraft>({ ...draft, ...media });
  const discarded = useRef(false);
  const { images, video } = media;

  useEffect(() => {
    const whole = { ...draft, images, video };
    latest.current = whole;
    const timer = setTimeout(() => {
      const s = storage();
      if (s && !discarded.current) saveDraft(s, userId, whole);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, images, video, userId]);

  useEffect(() => {
    const flush = () => {
      const s = storage();
      if (s && !discarded.current) saveDraft(s, userId, latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [userId]);

  const update = useCallback((patch: Partial<Words>) => {
    discarded.current = false;
    setDraft((d) => ({ ...d, ...patch }));
  }, []);

  /** Forgets the draft (published, or thrown away) so it does not come back. */
  const discard = useCallback(() => {
    discarded.current = true;
    const s = storage();
    if (s) clearDraft(s, userId);
  }, [userId]);

  return { draft: { ...draft, images, video } as ReleaseDraft, update, discard };
}
