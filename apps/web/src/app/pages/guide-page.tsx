import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styles from '../../features/app-guide/components/guide-actions.module.css';
import { GuideContent } from '../../features/app-guide/components/guide-content';
import { WeChatGuide } from '../../features/app-guide/components/wechat-guide';
import { HOME_PATH, safeRedirect } from '../../lib/login-redirect';
import { GUIDE_PAGE, openApp } from '../../ui/open-app/open-app';
import { appConfig } from '../../lib/config';
import { uiMessages } from '../../ui/messages';
import { messages as guideMessages } from '../../features/app-guide/messages';
import { inWeChat } from '../../session/environment';

/** /guidePage: how to get into the app; inside WeChat, how to get out to a browser first. */
export function Component() {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), HOME_PATH);
  const [opening, setOpening] = useState(false);
  const open = () => {
    setOpening(true);
    openApp(window.location.origin + target, { onNotOpened: () => setOpening(false) });
  };
  const download = appConfig.appDownloadUrl;
  return (
    <>
      <GuideContent
        status={opening ? uiMessages.openApp.opening : undefined}
        actions={
          <>
            <button type="button" className={styles.primary} onClick={open} disabled={opening}>
              {guideMessages.guide.open}
            </button>
            {download !== GUIDE_PAGE ? (
              <a className={styles.secondary} href={download}>
                {guideMessages.guide.download}
              </a>
            ) : null}
            <Link className={styles.link} to={target}>
              {guideMessages.guide.back}
            </Link>
          </>
        }
      />
      {inWeChat() ? <WeChatGuide /> : null}
    </>
  );
}
