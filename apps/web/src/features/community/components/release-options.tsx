import type { ReactNode } from 'react';
import { messages } from '../messages';
import { ChevronRightIcon, CloseIcon, ContactIcon, HashIcon, PinIcon } from '../../../ui/action-icons';
import type { Contact } from '../api/publish';
import type { DraftTopic } from '../lib/release-draft';
import styles from './release-options.module.css';

const t = messages.community.release;

function Row({
  icon,
  label,
  value,
  placeholder,
  onOpen,
  onClear,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  placeholder: string;
  onOpen: () => void;
  onClear?: (() => void) | undefined;
  testId: string;
}) {
  return (
    <div className={styles.row}>
      <button type="button" className={styles.open} onClick={onOpen} data-testid={testId}>
        <span className={styles.icon}>{icon}</span>
        <span className={styles.label}>{label}</span>
        <span className={`${styles.value} ${value ? styles.set : ''}`}>{value || placeholder}</span>
        {value && onClear ? null : <ChevronRightIcon className={styles.chevron} />}
      </button>
      {value && onClear ? (
        <button type="button" className={styles.clear} onClick={onClear} aria-label={t.remove}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}

/** Topic, place and contact: one row each, a sheet to choose. */
export function ReleaseOptions({
  topic,
  placeName,
  contact,
  onOpen,
  onClearTopic,
  onClearPlace,
}: {
  topic: DraftTopic | null;
  placeName: string;
  contact: Contact | undefined;
  onOpen: (sheet: 'topic' | 'place' | 'contact') => void;
  onClearTopic: () => void;
  onClearPlace: () => void;
}) {
  const contactText = contact ? [contact.name, contact.mobile, contact.wechat].filter(Boolean).join(' · ') : '';
  return (
    <div className={styles.options}>
      <Row
        icon={<HashIcon />}
        label={t.topic}
        value={topic ? `#${topic.title}` : ''}
        placeholder={t.topicNone}
        onOpen={() => onOpen('topic')}
        onClear={onClearTopic}
        testId="release-topic"
      />
      <Row
        icon={<PinIcon />}
        label={t.place}
        value={placeName}
        placeholder={t.placeNone}
        onOpen={() => onOpen('place')}
        onClear={onClearPlace}
        testId="release-place"
      />
      <Row
        icon={<ContactIcon />}
        label={t.contact}
        value={contactText}
        placeholder={t.contactNone}
        onOpen={() => onOpen('contact')}
        testId="release-contact"
      />
    </div>
  );
}
