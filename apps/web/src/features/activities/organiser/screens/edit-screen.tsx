import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { common } from '../../../../lib/messages';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { ErrorState } from '../../../../ui/error-state';
import { deleteActivity, useLatestDraft, usePermission } from '../api/publishing';
import { organiserKeys } from '../api/keys';
import { BasicStep } from '../components/basic-step';
import { FlowGate, FlowSkeleton } from '../components/flow-gate';
import { PermissionNotice } from '../components/permission-notice';
import { basicFormOf, EMPTY_BASIC, saveModeOf } from '../flow-form';
import { organiserMessages } from '../messages';
import styles from '../components/flow.module.css';

const t = organiserMessages.edit;

/**
 * /activityEdit (login required): the first step of publishing. Without ?id= it resumes the newest draft on the
 * server, if there is one (?new=1 starts a blank one); with ?id= it edits that draft or published activity.
 * Someone off the publishing whitelist is told why instead.
 */
export function EditScreen({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const fresh = params.get('new') === '1';
  const restored = params.get('restored') === '1';
  const permission = usePermission(userId);
  const allowed = permission.data?.permission === true;
  const latest = useLatestDraft(userId, !id && !fresh && allowed);
  // The draft this screen created itself: the address learns its id, the form is not reloaded.
  const [createdId, setCreatedId] = useState('');

  const resume = !id && !fresh && latest.data ? latest.data.id : '';
  useEffect(() => {
    if (resume) setParams({ id: resume, restored: '1' }, { replace: true });
  }, [resume, setParams]);

  const onCreated = (newId: string) => {
    setCreatedId(newId);
    setParams({ id: newId }, { replace: true });
  };

  if (permission.isError)
    return (
      <ErrorState
        title={common.errorTitle}
        retryLabel={common.retry}
        onRetry={() => void permission.refetch()}
        retrying={permission.isFetching}
      />
    );
  if (!permission.data) return <FlowSkeleton />;

  if (!id || id === createdId) {
    if (!allowed) return <PermissionNotice userId={userId} />;
    if (!fresh && !createdId && (latest.isPending || resume)) return <FlowSkeleton />;
    return (
      <BasicStep key="new" id={createdId} initial={EMPTY_BASIC} mode="draft" questionCount={0} onCreated={onCreated} />
    );
  }

  return (
    <FlowGate id={id}>
      {(activity) =>
        activity.status === 'draft' && !allowed ? (
          <PermissionNotice userId={userId} />
        ) : (
          <BasicStep
            key={activity.id}
            id={activity.id}
            initial={basicFormOf(activity)}
            mode={saveModeOf(activity.status)}
            questionCount={activity.questions.length}
            onCreated={onCreated}
            notice={
              restored && activity.status === 'draft' ? <RestoredNotice id={activity.id} userId={userId} /> : null
            }
          />
        )
      }
    </FlowGate>
  );
}

/** "Resumed your draft" with the way to throw it away and start blank. */
function RestoredNotice({ id, userId }: { id: string; userId: string }) {
  const [, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const startOver = async () => {
    setAsking(false);
    try {
      await deleteActivity(id);
      await queryClient.invalidateQueries({ queryKey: organiserKeys.latestDraft(userId) });
      setParams({ new: '1' }, { replace: true });
    } catch {
      // The client has toasted why.
    }
  };
  return (
    <>
      <p className={styles.notice} data-testid="draft-restored">
        <span>{t.draftRestored}</span>
        <button type="button" onClick={() => setAsking(true)}>
          {t.startOver}
        </button>
      </p>
      <ConfirmDialog
        open={asking}
        title={t.startOverTitle}
        hint={t.startOverHint}
        confirmLabel={t.startOverConfirm}
        cancelLabel={organiserMessages.common.cancel}
        danger
        onConfirm={() => void startOver()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
