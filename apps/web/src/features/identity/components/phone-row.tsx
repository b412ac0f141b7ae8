import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { sessionStore, useSession } from '../../../session/session';
import { digitsOnly } from '../phone-form';
import { ChevronDownIcon } from './identity-icons';
import styles from './auth.module.css';

const t = messages.identity;
// The generic rule allows 11 digits, the mainland one exactly 11.
const MOBILE_MAX = 11;

/** Country code (to /countrycode and back) and mobile, both kept in the session store across screens. */
export function PhoneRow() {
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
