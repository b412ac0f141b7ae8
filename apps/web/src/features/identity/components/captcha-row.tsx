import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { messages } from '../messages';
import { captchaImageSrc, type useCaptcha } from '../api/captcha';
import styles from './auth.module.css';

const t = messages.identity;

/** The image captcha and its answer; a tap on the image draws a new one. */
export function CaptchaRow({
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
