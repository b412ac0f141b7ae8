import { createTapCounter, DEBUG_TAPS } from '@app/rules';
import { lazy, Suspense, useEffect, useState } from 'react';
import { uiMessages } from '../../ui/messages';
import styles from './debug-trigger.module.css';

// The console is its own chunk: nobody but a developer ever loads it.
const DebugConsole = lazy(() => import('../../ui/debug-console/debug-console'));

type State = 'off' | 'open' | 'closed';

/**
 * The hidden debug console (docs/product/shell.md): switches on after 20 taps anywhere on the page, each within
 * 2 s of the previous. Once on it stays on for the page's life; closing it leaves a small button to reopen.
 */
export function DebugTrigger() {
  const [state, setState] = useState<State>('off');

  useEffect(() => {
    if (state !== 'off') return;
    const counter = createTapCounter(DEBUG_TAPS);
    const onTap = () => {
      if (counter.tap(performance.now())) setState('open');
    };
    // Old iOS WebViews have no pointer events; a touch is the tap there.
    const type = 'onpointerdown' in window ? 'pointerdown' : 'touchstart';
    document.addEventListener(type, onTap, { capture: true, passive: true });
    return () => document.removeEventListener(type, onTap, { capture: true });
  }, [state]);

  if (state === 'off') return null;
  if (state === 'closed') {
    return (
      <button type="button" className={styles.reopen} onClick={() => setState('open')} data-testid="debug-reopen">
        {uiMessages.debug.reopen}
      </button>
    );
  }
  // Until the console's chunk arrives, a hidden marker says that the taps have switched it on (the journeys
  // read it to tell "not yet loaded" from "not switched on").
  return (
    <Suspense fallback={<span hidden data-testid="debug-console-loading" />}>
      <DebugConsole onClose={() => setState('closed')} />
    </Suspense>
  );
}
