import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '../messages';
import { awaitPlacePick, clearPlacePick, peekPlacePick } from '../../../lib/place-pick';
import { ApiError, CLIENT_CODES } from '../../../api/api-error';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toast';
import { useSingleFlight } from '../../../ui/use-single-flight';
import { useContact, usePublish } from '../api/publish';
import { useTopic } from '../api/topic';
import { checkRelease, filterItems, publishPayload } from '../lib/release-form';
import { doneImages, hasFailed, isBusy } from '../lib/upload-queue';
import { ReleaseFields } from '../components/release-fields';
import { ReleaseFooter } from '../components/release-footer';
import { ReleaseMedia } from '../components/release-media';
import { ReleaseOptions } from '../components/release-options';
import { ContactSheet, TopicSheet } from '../components/release-sheets';
import { ReleaseVerdict } from '../components/release-verdict';
import { contentCheckQueryOptions, useContentCheck } from '../components/use-content-check';
import { useImageQueue, useVideoUpload } from '../components/use-media-upload';
import { usePendingPictures } from '../components/use-pending-pictures';
import { isOffline, usePublishWhenOnline } from '../components/use-publish-when-online';
import { readStoredDraft, useReleaseDraft } from '../components/use-release-draft';
import { EMPTY_DRAFT, type ReleaseDraft } from '../lib/release-draft';
import styles from './release-screen.module.css';

const t = messages.community.release;
type Sheet = 'topic' | 'contact' | null;

/** The stored draft with what came back from the place picker: a place, "no place" (null), or nothing. */
function withPicked(stored: ReleaseDraft | null, result: ReturnType<typeof peekPlacePick>['result']) {
  if (!result) return stored;
  const place = result.place ?? { name: '', poiId: null, destinationId: null };
  return { ...(stored ?? EMPTY_DRAFT), placeName: place.name, poiId: place.poiId, destinationId: place.destinationId };
}

/** /releaseDynamic: words, pictures or a video, topic, place and contact, the filter's verdict, then publish. */
export function ReleaseScreen({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // Back from /location/basics: the draft as it was left, with the place chosen there (if one was).
  const [back] = useState(() => peekPlacePick());
  const [stored] = useState(() => withPicked(readStoredDraft(userId), back.result));
  useEffect(() => clearPlacePick(), []);
  const { items, runner } = useImageQueue(stored?.images ?? []);
  usePendingPictures(userId, items, runner);
  const video = useVideoUpload(stored?.video ?? null);
  const images = useMemo(() => doneImages(items), [items]);
  const doneVideo = video.state.status === 'done' ? video.state.video : null;
  const { draft, update, discard } = useReleaseDraft(userId, stored, { images, video: doneVideo });
  const [sheet, setSheet] = useState<Sheet>(null);
  const [notice, setNotice] = useState(stored !== null && !back.returned);
  const contact = useContact();
  const publish = usePublish();
  // The filter check and the publish are one flight: a second tap during either does nothing.
  const flight = useSingleFlight();

  // "参与话题" opens this screen with the topic chosen; a draft's own topic wins.
  const topicParam = params.get('topicId')?.trim() ?? '';
  const [topicApplied, setTopicApplied] = useState(false);
  const topicFromLink = useTopic(!topicApplied && !draft.topic ? topicParam : '');
  if (!topicApplied && topicFromLink.data) {
    setTopicApplied(true);
    if (!draft.topic) update({ topic: { id: topicFromLink.data.id, title: topicFromLink.data.title } });
  }

  const busy = isBusy(items) || video.state.status === 'uploading';
  const failed = hasFailed(items) || video.state.status === 'failed';
  const check = checkRelease(draft, { images: images.length, busy, failed });
  const later = usePublishWhenOnline(userId, {
    settled: !busy && !failed,
    retryFailed: () => {
      for (const item of items) if (item.status === 'failed') runner.retry(item.key);
      if (video.state.status === 'failed') video.retry();
    },
  });
  // Without a network an upload cannot finish: that is no reason to refuse the wish to publish later.
  const offlineBlocker = check.blocker === 'uploading' || check.blocker === 'uploadFailed';
  const waitable = !later.online && (check.blocker === null || offlineBlocker);
  const items4filter = useMemo(() => filterItems(draft), [draft]);
  const { verdict, checking } = useContentCheck(items4filter);
  const refused = verdict?.pass === false;
  const reason = check.blocker && check.blocker !== 'empty' ? t.blockers[check.blocker] : refused ? t.checkFail : null;

  // The place is chosen on its own screen; the draft is kept as this screen goes and read again when it comes back.
  const openPlacePicker = () => {
    awaitPlacePick();
    const q = new URLSearchParams();
    if (draft.placeName) q.set('selected', draft.placeName);
    if (draft.destinationId) q.set('destinationId', draft.destinationId);
    void navigate(`/location/basics${q.size ? `?${q.toString()}` : ''}`);
  };

  const waitForNetwork = () => {
    later.wait();
    showToast(t.offline.kept);
  };

  const onPublish = async () => {
    if (waitable || (isOffline() && (check.blocker === null || offlineBlocker))) return waitForNetwork();
    if (check.blocker) return showToast(t.blockers[check.blocker]);
    try {
      if (items4filter.length > 0) {
        const answer = await queryClient.fetchQuery(contentCheckQueryOptions(items4filter));
        if (!answer.pass) return showToast(t.checkFail);
      }
      const { id, status } = await publish.mutateAsync(
        publishPayload(
          draft,
          images.map((i) => i.fileId),
        ),
      );
      discard();
      showToast(status === 'review' ? t.heldForReview : t.published);
      void navigate(`/dynamicDetails?id=${encodeURIComponent(id)}`, { replace: true });
    } catch (error) {
      // The API client has shown the server's words in a toast; the draft stays as it was. The network gone on the
      // way: the publish waits for it.
      if (error instanceof ApiError && error.code === CLIENT_CODES.network) waitForNetwork();
    }
  };

  return (
    <div className={styles.page} data-testid="release">
      {notice ? (
        <p className={styles.notice}>
          <span>{t.draftRestored}</span>
          <button type="button" onClick={() => setNotice(false)} aria-label={messages.community.person.close}>
            ×
          </button>
        </p>
      ) : null}
      {later.waiting && !later.online ? (
        <p className={styles.notice} role="status" data-testid="release-waiting">
          <span>{t.offline.waiting}</span>
        </p>
      ) : null}
      <ReleaseMedia items={items} runner={runner} video={video} />
      <p className={styles.hint}>{t.mediaHint}</p>
      <ReleaseFields title={draft.title} text={draft.text} check={check} onChange={(patch) => update(patch)} />
      <ReleaseVerdict verdict={verdict} checking={checking && items4filter.length > 0} />
      <ReleaseOptions
        topic={draft.topic}
        placeName={draft.placeName}
        contact={contact.data}
        onOpen={(which) => (which === 'place' ? openPlacePicker() : setSheet(which))}
        onClearTopic={() => update({ topic: null })}
        onClearPlace={() => update({ placeName: '', poiId: null, destinationId: null })}
      />
      <ReleaseFooter
        reason={waitable ? null : reason}
        disabled={(check.blocker !== null && !waitable) || refused}
        publishing={flight.busy || publish.isPending}
        onPublish={() => flight.run(onPublish)}
      />
      <TopicSheet
        open={sheet === 'topic'}
        onClose={() => setSheet(null)}
        onPick={(topic) => {
          update({ topic });
          setSheet(null);
        }}
      />
      <ConfirmDialog
        open={later.ask && check.blocker !== 'empty'}
        title={t.offline.askTitle}
        hint={t.offline.askHint}
        confirmLabel={t.offline.publish}
        cancelLabel={t.offline.later}
        onConfirm={() => {
          later.done();
          flight.run(onPublish);
        }}
        onCancel={later.done}
      />
      {sheet === 'contact' ? <ContactSheet open contact={contact.data} onClose={() => setSheet(null)} /> : null}
    </div>
  );
}
