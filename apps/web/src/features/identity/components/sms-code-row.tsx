import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { useSession } from '../../../session/session';
import { showToast } from '../../../ui/toast';
import type { useCaptcha } from '../api/captcha';
import { useSendCode, type CodePurpose } from '../api/send-code';
import { failureText, retryAfterOf } from '../login-result';
import { captchaProblem, digitsOnly, firstProblem, phoneProblem } from '../phone-form';
import { hasSent, resendKey, startResendWait, useResendWait } from '../resend-timer';
import styles from './auth.module.css';

const t = messages.identity;

/**
 * The SMS code and its send button. A send needs the phone and the captcha's answer, and uses the captcha up
 * whatever happens, so a new one is drawn after every try; the button then counts down the server's wait.
 */
export function SmsCodeRow({
  purpose,
  captcha,
  captchaAnswer,
  onCaptchaUsed,
  value,
  onChange,
}: {
  purpose: CodePurpose;
  captcha: ReturnType<typeof useCaptcha>;
  captchaAnswer: string;
  onCaptchaUsed: () => void;
  value: string;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const country = useSession((s) => s.country);
  const mobile = useSession((s) => s.mobile);
  const key = resendKey(purpose, country.code, mobile);
  const left = useResendWait(key);
  const send = useSendCode(purpose);

  const onSend = () => {
    const problem = firstProblem(phoneProblem(country.code, mobile), captchaProblem(captchaAnswer));
    if (problem) return showToast(problem);
    const imgCodeToken = captcha.query.data?.imgCodeToken;
    if (!imgCodeToken) return captcha.refresh();
    send.mutate(
      { countryCode: country.code, mobile, imgCodeToken, imgCode: captchaAnswer.trim() },
      {
        onSuccess: ({ resendAfter }) => {
          startResendWait(key, resendAfter);
          showToast(t.codeSent);
        },
        onError: (error) => {
          const wait = retryAfterOf(error);
          if (wait > 0) startResendWait(key, wait);
          const text = failureText(error);
          if (text) showToast(text);
        },
        onSettled: () => {
          onCaptchaUsed();
          captcha.refresh();
        },
      },
    );
  };

  const label = left > 0 ? fmt(t.resendIn, { s: left }) : hasSent(key) ? t.resend : t.sendCode;
  return (
    <div className={styles.row}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t.smsCode}
      </label>
      <Input
        className={styles.input}
        type="tel"
        inputMode="numeric"
        autoComplete="one-time-code"
        name="sms-code"
        maxLength={6}
        placeholder={t.smsPlaceholder}
        id={inputId}
        clearable
        onlyShowClearWhenFocus
        value={value}
        onChange={(v) => onChange(digitsOnly(v, 6))}
      />
      <button
        type="button"
        className={styles.send}
        disabled={left > 0 || send.isPending}
        onClick={onSend}
        data-testid="send-code"
      >
        {label}
      </button>
    </div>
  );
}
