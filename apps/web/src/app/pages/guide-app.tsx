import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styles from '../../features/app-guide/components/guide-actions.module.css';
import { GuideContent } from '../../features/app-guide/components/guide-content';
import { HOME_PATH, safeRedirect } from '../../lib/login-redirect';
import { GUIDE_PAGE, openApp } from '../../ui/open-app/open-app';
import { appConfig } from '../../lib/config';
import { uiMessages } from '../../ui/messages';
import { messages as guideMessages } from '../../features/app-guide/messages';
import { inNativeApp, inWeChat } from '../../session/environment';

/**
 * /guideApp: opens the app at `redirect` (a page of ours) as soon as it is reached. Inside the app there is
 * nothing to open: straight to the page. Inside WeChat: the guide to the browser. Elsewhere the app's link,
 * then, if the page is still in view, buttons to try again or download.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirect') ?? params.get('url'), HOME_PATH);
  const [notOpened, setNotOpened] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (inNativeApp()) {
      void navigate(target, { replace: true });
      return;
    }
    if (inWeChat()) {
      void navigate(`${GUIDE_PAGE}?redirect=${encodeURIComponent(target)}`, { replace: true });
      return;
    }
    return openApp(window.location.origin + target, { onNotOpened: () => setNotOpened(true) });
  }, [navigate, target, attempt]);

  const download = appConfig.appDownloadUrl;
  return (
    <GuideContent
      status={notOpened ? uiMessages.openApp.notOpened : uiMessages.openApp.opening}
      actions={
        <>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              setNotOpened(false);
              setAttempt((n) => n + 1);
            }}
            disabled={!notOpened}
          >
            {notOpened ? uiMessages.openApp.openAgain : uiMessages.openApp.opening}
          </button>
          {download !== GUIDE_PAGE ? (
            <a className={styles.secondary} href={download}>
              {uiMessages.openApp.download}
            </a>
          ) : null}
          <Link className={styles.link} to={target}>
            {guideMessages.guide.back}
          </Link>
        </>
      }
    />
  );
}
