import IndexBar from 'antd-mobile/es/components/index-bar';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { common } from '../../../lib/messages';
import { identityText } from '../messages';
import { sessionStore, useSession } from '../../../session/session';
import { LOGIN_PATH } from '../../../lib/login-redirect';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { useCallingCodes, type CallingCode } from '../api/phone-codes';
import { groupCountries, searchCountries } from '../country-index';
import { CheckIcon, SearchIcon } from '../components/identity-icons';
import styles from './country-code-screen.module.css';

const t = identityText();

/**
 * /countrycode: every calling code, China first, with an A–Z index and a search by Chinese, English, pinyin
 * initials or code. Choosing one keeps it in the session store and returns to the screen that asked.
 */
export function CountryCodeScreen() {
  const navigate = useNavigate();
  const current = useSession((s) => s.country);
  const [query, setQuery] = useState('');
  const codes = useCallingCodes();
  const rows = codes.data?.rows;
  const grouped = useMemo(() => (rows ? groupCountries(rows) : null), [rows]);
  const found = useMemo(() => (rows && query.trim() ? searchCountries(rows, query) : null), [rows, query]);

  const choose = (row: CallingCode) => {
    sessionStore.setCountry({ name: row.name, code: row.code });
    // Back to the form that sent the visitor here; opened directly, the login form is the natural next step.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(LOGIN_PATH, { replace: true });
  };

  const item = (row: CallingCode, key: string) => {
    const selected = row.code === current.code && row.name === current.name;
    return (
      <li key={key}>
        <button
          type="button"
          className={`${styles.item} ${selected ? styles.selected : ''}`}
          onClick={() => choose(row)}
          aria-current={selected || undefined}
          data-testid="country-row"
        >
          <span className={styles.names}>
            <span className={styles.name}>{row.name}</span>
            <span className={styles.nameEn}>{row.nameEn}</span>
          </span>
          <span className={styles.code}>+{row.code}</span>
          {selected ? <CheckIcon className={styles.check} /> : null}
        </button>
      </li>
    );
  };

  let body;
  if (codes.isError && !rows) {
    body = (
      <ErrorState
        title={t.countryLoadFailed}
        hint={t.countryLoadFailedHint}
        retryLabel={t.retry}
        onRetry={() => void codes.refetch()}
      />
    );
  } else if (!grouped) {
    body = <div className={styles.loading} role="status" aria-label={common.loading} />;
  } else if (found) {
    body =
      found.length === 0 ? (
        <EmptyState title={t.countryNoMatch} />
      ) : (
        <ul className={`${styles.list} ${styles.results}`}>{found.map((row) => item(row, row.iso2))}</ul>
      );
  } else {
    body = (
      <IndexBar className={styles.index}>
        <IndexBar.Panel index="common" title={t.countryCommon} brief={t.countryCommonBrief}>
          <ul className={styles.list}>{grouped.common.map((row) => item(row, `common-${row.iso2}`))}</ul>
        </IndexBar.Panel>
        {grouped.groups.map((group) => (
          <IndexBar.Panel key={group.letter} index={group.letter} title={group.letter}>
            <ul className={styles.list}>{group.rows.map((row) => item(row, row.iso2))}</ul>
          </IndexBar.Panel>
        ))}
      </IndexBar>
    );
  }

  return (
    <div className={styles.screen} data-testid="country-code-screen">
      <div className={styles.search}>
        <SearchBar
          placeholder={t.countrySearch}
          value={query}
          onChange={setQuery}
          clearable
          searchIcon={<SearchIcon className={styles.searchIcon} />}
          className={styles.searchBar}
        />
      </div>
      {body}
    </div>
  );
}
