import { useNavigate } from 'react-router';
import { BackIcon } from '../../ui/icons';
import { messages } from '../messages';
import styles from './top-bar.module.css';

/** The app's own title bar; channels with a bar of their own hide it with showTopBar=0. */
export function TopBar({ title, showBack }: { title: string; showBack: boolean }) {
  const navigate = useNavigate();
  const back = () => {
    // The data router numbers its history entries; at 0 there is nothing of ours to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/speakTopic', { replace: true });
  };
  return (
    <header className={styles.bar}>
      {showBack ? (
        <button type="button" className={styles.back} onClick={back} aria-label={messages.app.back}>
          <BackIcon />
        </button>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
