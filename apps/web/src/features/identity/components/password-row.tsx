import Input from 'antd-mobile/es/components/input';
import { useId, useState } from 'react';
import { messages } from '../messages';
import { EyeIcon, EyeOffIcon } from './identity-icons';
import styles from './auth.module.css';

const t = messages.identity;

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
