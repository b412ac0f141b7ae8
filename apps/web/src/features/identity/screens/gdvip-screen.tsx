import Button from 'antd-mobile/es/components/button';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { appConfig } from '../../../lib/config';
import { identityText } from '../messages';
import { useSession } from '../../../session/session';
import { HOME_PATH, safeRedirect } from '../../../lib/login-redirect';
import { showToast } from '../../../ui/toast';
import { lingnanMember } from '../api/partner-login';
import { failureText } from '../login-result';
import { CompassIcon, CrownIcon, GiftIcon, StarIcon } from '../components/identity-icons';
import styles from './gdvip-screen.module.css';

const t = identityText();
const BENEFIT_ICONS: readonly ReactNode[] = [<GiftIcon key="g" />, <StarIcon key="s" />, <CompassIcon key="c" />];

/**
 * /gdvip: a Guangdong channel's visitor who is not a member (or whose membership could not be checked). They
 * can join on the carrier's page, check again once they have, or look around meanwhile.
 */
export function GdvipScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const back = safeRedirect(params.get('redirect'));
  const checkFailed = params.get('reason') === 'check-failed';

  const recheck = useMutation({
    mutationFn: lingnanMember,
    onSuccess: ({ member }) => {
      if (member) void navigate(back, { replace: true });
      else showToast(t.gdNotMember);
    },
    onError: (error) => {
      const text = failureText(error);
      if (text) showToast(text);
    },
  });

  return (
    <div className={styles.screen} data-testid="gdvip-screen">
      <section className={styles.hero}>
        <span className={styles.crown}>
          <CrownIcon />
        </span>
        <h2 className={styles.title}>{t.gdTitle}</h2>
        <p className={styles.lead}>{t.gdLead}</p>
      </section>
      {checkFailed ? (
        <p className={styles.notice} role="alert">
          {t.gdCheckFailed}
        </p>
      ) : null}
      <ul className={styles.benefits}>
        {t.gdBenefits.map((benefit, i) => (
          <li key={benefit} className={styles.benefit}>
            <span className={styles.benefitIcon}>{BENEFIT_ICONS[i % BENEFIT_ICONS.length]}</span>
            {benefit}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {appConfig.gdMarketingUrl ? (
          <Button
            block
            shape="rounded"
            className={styles.join}
            onClick={() => window.location.assign(appConfig.gdMarketingUrl)}
          >
            {t.gdJoin}
          </Button>
        ) : null}
        <Button
          block
          shape="rounded"
          className={appConfig.gdMarketingUrl ? styles.secondary : styles.join}
          loading={recheck.isPending}
          onClick={() => (token ? recheck.mutate() : showToast(t.gdNeedLogin))}
          data-testid="gdvip-recheck"
        >
          {t.gdRecheck}
        </Button>
        <button type="button" className={styles.browse} onClick={() => void navigate(HOME_PATH)}>
          {t.gdBrowse}
        </button>
      </div>
    </div>
  );
}
