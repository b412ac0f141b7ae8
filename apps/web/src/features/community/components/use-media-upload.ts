import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { uploadFailureText, uploadImage, uploadVideo } from '../api/media-upload';
import type { DraftImage, DraftVideo } from '../lib/release-draft';
import { createUploadRunner } from '../lib/upload-runner';

/** The picture queue of the screen: a runner that lives as long as the screen does. */
export function useImageQueue(initial: readonly DraftImage[]) {
  const [runner] = useState(() =>
    createUploadRunner<File>({
      upload: uploadImage,
      describeError: uploadFailureText,
      revoke: (url) => URL.revokeObjectURL(url),
      initial,
    }),
  );
  useEffect(() => {
    runner.activate();
    return () => runner.dispose();
  }, [runner]);
  const items = useSyncExternalStore(runner.subscribe, runner.getItems, runner.getItems);
  return { items, runner };
}

export type VideoState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; previewUrl: string; controller: AbortController }
  | { status: 'failed'; error: string; file: File; previewUrl: string }
  | { status: 'done'; video: DraftVideo };

/** The one video a post may carry: uploading with progress, failed with a retry, or done. */
export function useVideoUpload(initial: DraftVideo | null) {
  const [state, setState] = useState<VideoState>(initial ? { status: 'done', video: initial } : { status: 'idle' });

  const start = useCallback((file: File, previewUrl: string) => {
    const controller = new AbortController();
    setState({ status: 'uploading', progress: 0, previewUrl, controller });
    uploadVideo(file, {
      signal: controller.signal,
      onProgress: (p) =>
        setState((s) => (s.status === 'uploading' && s.controller === controller ? { ...s, progress: p } : s)),
    }).then(
      (video) =>
        setState((s) => (s.status === 'uploading' && s.controller === controller ? { status: 'done', video } : s)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', error: uploadFailureText(error), file, previewUrl });
      },
    );
  }, []);

  const remove = useCallback(() => {
    setState((s) => {
      if (s.status === 'uploading') s.controller.abort();
      if (s.status === 'uploading' || s.status === 'failed') URL.revokeObjectURL(s.previewUrl);
      return { status: 'idle' };
    });
  }, []);

  const retry = useCallback(() => {
    if (state.status === 'failed') start(state.file, state.previewUrl);
  }, [state, start]);

  return { state, start, remove, retry };
}
