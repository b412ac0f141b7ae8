import Input from 'antd-mobile/es/components/input';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { sessionStore, useSession } from '../../../session/session';
import { showToast } from '../../../ui/toast';
import { captchaImageSrc, useCaptcha } from '../api/captcha';
import { useSendCode, type CodePurpose } from '../api/send-code';
import { failureText, retryAfterOf } from '../login-result';
import { identityText } from '../messages';
import { captchaProblem, digitsOnly, firstProblem, phoneProblem } from '../phone-form';
import { hasSent, resendKey, startResendWait, useResendWait } from '../resend-timer';
import { ChevronDownIcon, EyeIcon, EyeOffIcon } from './identity-icons';
import styles from './phone-fields.module.css';

// The field group of the four identity forms (code login, password login, register, reset), written once: country
// code and mobile (kept in the session store across screens); with `sms`, the image captcha and the SMS code it
// unlocks; then the rows a form adds (PasswordRow).

const t = identityText();

export type SmsField = { purpose: CodePurpose; code: string; onCode: (code: string) => void };

/** The identity forms' fields: phone, then (with `sms`) captcha and SMS code, then `children`. */
export function PhoneFields({ sms, children }: { sms?: SmsField; children?: ReactNode }) {
  return (
    <div className={styles.fields}>
      <PhoneRow />
      {sms ? <SmsRows {...sms} /> : null}
      {children}
    </div>
  );
}

/** The captcha and the SMS code share one captcha: a send uses it up and draws a new one. */
function SmsRows({ purpose, code, onCode }: SmsField) {
  const captcha = useCaptchaField(purpose);
  return (
    <>
      <CaptchaRow captcha={captcha.captcha} value={captcha.answer} onChange={captcha.setAnswer} />
      <SmsCodeRow
        purpose={purpose}
        captcha={captcha.captcha}
        captchaAnswer={captcha.answer}
        onCaptchaUsed={captcha.used}
        value={code}
        onChange={onCode}
      />
    </>
  );
}

/** A form's captcha with the answer typed for it; `used()` clears the answer once a send has used it up. */
function useCaptchaField(scope: string) {
  const captcha = useCaptcha(scope);
  const [answer, setAnswer] = useState('');
  return { captcha, answer, setAnswer, used: () => setAnswer('') };
}

// The generic rule allows 11 digits, the mainland one exactly 11.
const MOBILE_MAX = 11;

/** Country code (to /countrycode and back) and mobile, both kept in the session store across screens. */
function PhoneRow() {
  const inputId = useId();
  const country = useSession((s) => s.country);
  const mobile = useSession((s) => s.mobile);
  return (
    <div className={styles.row}>
      <Link
        to="/countrycode"
        className={styles.country}
        aria-label={fmt(t.countryPick, { name: country.name, code: country.code })}
        data-testid="country-code"
      >
        +{country.code}
        <ChevronDownIcon className={styles.chevron} />
      </Link>
      <span className={styles.divider} />
      <label className="visually-hidden" htmlFor={inputId}>
        {t.mobile}
      </label>
      <Input
        className={styles.input}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        name="mobile"
        placeholder={t.mobilePlaceholder}
        id={inputId}
        clearable
        onlyShowClearWhenFocus
        value={mobile}
        onChange={(value) => sessionStore.setMobile(digitsOnly(value, MOBILE_MAX))}
      />
    </div>
  );
}

/** The image captcha and its answer; a tap on the image draws a new one. */
function CaptchaRow({
  captcha,
  value,
  onChange,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  value: string;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const { query, refresh } = captcha;
  return (
    <div className={styles.row}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t.captcha}
      </label>
      <Input
        className={styles.input}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        name="captcha"
        maxLength={8}
        placeholder={t.captchaPlaceholder}
        id={inputId}
        clearable
        onlyShowClearWhenFocus
        value={value}
        onChange={(v) => onChange(v.replace(/\s/g, ''))}
      />
      <button
        type="button"
        className={styles.captcha}
        onClick={refresh}
        aria-label={t.captchaRefresh}
        title={t.captchaRefresh}
        data-testid="captcha-image"
      >
        {query.data && !query.isFetching ? (
          <img src={captchaImageSrc(query.data.svg)} alt={t.captcha} draggable={false} />
        ) : query.isError && !query.isFetching ? (
          t.captchaRetry
        ) : (
          <span className={styles.captchaLoading} />
        )}
      </button>
    </div>
  );
}

/**
 * The SMS code and its send button. A send needs the phone and the captcha's answer, and uses the captcha up
 * whatever happens, so a new one is drawn after every try; the button then counts down the server's wait.
 */
function SmsCodeRow({
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

/** A password field with a show/hide toggle; `isNew` asks the browser for a new-password suggestion. */
export function PasswordRow({
  value,
  onChange,
  placeholder,
  isNew = false,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  isNew?: boolean;
}) {
  const inputId = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.row}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t.password}
      </label>
      <Input
        className={styles.input}
        type={visible ? 'text' : 'password'}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        name="password"
        maxLength={64}
        placeholder={placeholder}
        id={inputId}
        clearable
        onlyShowClearWhenFocus
        value={value}
        onChange={onChange}
      />
      <button
        type="button"
        className={styles.eye}
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t.hidePassword : t.showPassword}
        aria-pressed={visible}
      >
        {visible ? <EyeIcon /> : <EyeOffIcon />}
      </button>
    </div>
  );
}
