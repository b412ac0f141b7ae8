import { lazy, Suspense, useState, type ReactNode } from 'react';
import { startLogin } from '../session/login-intent';
import { sessionStore } from '../session/session';
import { uiMessages } from './messages';
import type { ReportTargetType } from './report-sheet';

// Loaded on the first report, so no page pays for the sheet until someone reports.
const ReportSheet = lazy(() => import('./report-sheet'));

/**
 * A report entry (举报) for any target: the (lazy) report sheet after a login. `children` is what the button shows
 * (the "…" icon, or the word); the sheet can also be opened from a menu with `ReportSheetLazy`.
 */
export function ReportButton({
  targetType,
  targetId,
  className,
  children,
}: {
  targetType: ReportTargetType;
  targetId: string;
  className?: string | undefined;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const tap = () => {
    if (!sessionStore.getState().token) return startLogin();
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={uiMessages.report.report}
        onClick={tap}
        data-testid={`report-${targetType}`}
      >
        {children ?? uiMessages.report.report}
      </button>
      <ReportSheetLazy open={open} onClose={() => setOpen(false)} targetType={targetType} targetId={targetId} />
    </>
  );
}

/** The report sheet, fetched the first time it opens. */
export function ReportSheetLazy(props: {
  open: boolean;
  onClose: () => void;
  targetType: ReportTargetType;
  targetId: string;
}) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ReportSheet {...props} />
    </Suspense>
  );
}
