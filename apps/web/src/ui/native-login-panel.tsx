import { uiMessages } from './messages';
import { startNativeLogin, useNativeLoginStatus } from '../session/native-login-runner';
import { Spinner } from './spinner';
import { EmptyState } from './empty-state';
import styles from './native-login-panel.module.css';

/**
 * Inside the native app the app signs the visitor in on its own screen (the login flow has asked it to), so
 * the page only waits for the token its polls bring, or offers to ask again. Shown by the login guard and /login.
 */
export function NativeLoginPanel() {
  const status = useNativeLoginStatus();
  if (status === 'failed') {
    return (
      <EmptyState
        title={uiMessages.login.failed}
        hint={uiMessages.login.failedHint}
        action={
          <button type="button" className={styles.retry} onClick={() => startNativeLogin()}>
            {uiMessages.login.retry}
          </button>
        }
      />
    );
  }
  return (
    <div className={styles.waiting} role="status" data-testid="native-login">
      <Spinner inline />
      <p className={styles.title}>{uiMessages.login.loggingIn}</p>
      <p className={styles.hint}>{uiMessages.login.loggingInHint}</p>
    </div>
  );
}
