import { useEffect, useState } from 'react';
import { keepPendingPictures, readPendingPictures } from '../lib/pending-pictures';
import type { UploadItem } from '../lib/upload-queue';
import type { UploadRunner } from '../lib/upload-runner';

/**
 * The pictures that have not gone up yet outlive the screen: read back into the queue when it opens (they upload when
 * there is a network, or wait with the post), and kept whenever the set of waiting pictures changes.
 */
export function usePendingPictures(userId: string, items: readonly UploadItem[], runner: UploadRunner<File>) {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    void readPendingPictures(userId).then((files) => {
      if (!live) return;
      if (files.length > 0) runner.add(files.map((file) => ({ file, previewUrl: URL.createObjectURL(file) })));
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [userId, runner]);
  // Written when the set changes, not on every progress tick; only after the stored set was read back.
  const waiting = items
    .filter((i) => i.status !== 'done')
    .map((i) => i.key)
    .join();
  useEffect(() => {
    if (restored) void keepPendingPictures(userId, runner.pendingFiles());
  }, [restored, waiting, userId, runner]);
}
