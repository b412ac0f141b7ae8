import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { ErrorState } from '../../../../ui/error-state';
import { Skeleton } from '../../../../ui/skeleton';
import { common } from '../../../../lib/messages';
import { SafeImage } from '../../../../ui/safe-image';
import { useAddDiy, useDelDiy, useDiyContents } from '../api/diy-contents';
import { usePublishActivity } from '../api/publishing';
import type { ActivityDetail } from '../api/contract-types';
import { BlockComposer } from '../components/block-composer';
import { FlowGate } from '../components/flow-gate';
import { FlowFooter, FlowSteps } from '../components/flow-parts';
import { FLOW, saveModeOf, stepHref } from '../flow-form';
import { organiserMessages } from '../messages';
import styles from '../components/flow.module.css';
import blocks from '../components/blocks.module.css';

const t = organiserMessages.detail;

/** /editactivitydetail?id= (login required): custom content blocks, then publish (or finish editing). */
export function DetailScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <FlowGate id={id}>{(activity) => <DetailStep key={activity.id} activity={activity} />}</FlowGate>;
}

function DetailStep({ activity }: { activity: ActivityDetail }) {
  const navigate = useNavigate();
  const list = useDiyContents(activity.id);
  const add = useAddDiy(activity.id);
  const del = useDelDiy(activity.id);
  const publish = usePublishActivity();
  const [composing, setComposing] = useState<'text' | 'image' | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const draft = saveModeOf(activity.status) === 'draft';
  const rows = list.data ?? [];

  const onFinish = async () => {
    if (!draft) return void navigate(stepHref(FLOW.done, activity.id, { edited: '1' }), { replace: true });
    try {
      await publish.mutateAsync(activity.id);
      void navigate(stepHref(FLOW.done, activity.id), { replace: true });
    } catch {
      // The client has toasted the server's reason (incomplete, not on the whitelist, busy).
    }
  };

  return (
    <div className={styles.page} data-testid="activity-detail-edit">
      <FlowSteps current={3} />
      <p className={styles.intro}>{t.intro}</p>
      <section className={styles.section}>
        {list.isPending ? (
          <div className={blocks.block}>
            <Skeleton style={{ height: '0.5333rem', marginBottom: '0.2133rem' }} />
            <Skeleton style={{ height: '1.0667rem' }} />
          </div>
        ) : list.isError ? (
          <ErrorState
            title={common.errorTitle}
            retryLabel={common.retry}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : rows.length === 0 ? (
          <p className={blocks.empty}>{t.empty}</p>
        ) : (
          <ul className={blocks.list}>
            {rows.map((b) => (
              <li key={b.id} className={blocks.block} data-testid="diy-block">
                {b.title ? <p className={blocks.blockTitle}>{b.title}</p> : null}
                {b.kind === 'image' && b.imageUrl ? (
                  <SafeImage src={b.imageUrl} alt={b.title} width={16} height={9} className={blocks.blockImage} />
                ) : null}
                {b.body ? <p className={blocks.blockBody}>{b.body}</p> : null}
                <button type="button" className={blocks.blockRemove} onClick={() => setRemoving(b.id)}>
                  {t.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {composing ? (
        <BlockComposer
          key={composing}
          kind={composing}
          sort={rows.length}
          busy={add.isPending}
          onCancel={() => setComposing(null)}
          onAdd={(block) => add.mutate(block, { onSuccess: () => setComposing(null) })}
        />
      ) : (
        <div className={`${styles.section} ${blocks.adders}`}>
          <button
            type="button"
            className={styles.ghost}
            onClick={() => setComposing('text')}
            data-testid="add-text-block"
          >
            {t.addText}
          </button>
          <button type="button" className={styles.ghost} onClick={() => setComposing('image')}>
            {t.addImage}
          </button>
        </div>
      )}
      <FlowFooter
        back={() => void navigate(stepHref(FLOW.tags, activity.id))}
        primary={draft ? (publish.isPending ? t.publishing : t.publish) : t.finishEdit}
        disabled={publish.isPending || add.isPending}
        onPrimary={() => void onFinish()}
        testId="flow-publish"
      />
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle}
        confirmLabel={t.remove}
        cancelLabel={organiserMessages.common.cancel}
        danger
        onConfirm={() => {
          if (removing) del.mutate(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
