import { useMemo } from 'react';
import { Link } from 'react-router';
import { parseTopicTags, topicTagHref, type KnownTopic } from '../lib/topic-tags';
import styles from './rich-text.module.css';

/**
 * User text as React text nodes (line breaks kept by CSS), with #topic# tags as links built here from the
 * parsed name: never markup, never an address the writer chose.
 */
export function RichText({
  text,
  topics,
  className,
  testId,
}: {
  text: string;
  topics?: readonly KnownTopic[];
  className?: string;
  testId?: string;
}) {
  const segments = useMemo(() => parseTopicTags(text, topics), [text, topics]);
  return (
    <p className={`${styles.text} ${className ?? ''}`} data-testid={testId}>
      {segments.map((s, i) =>
        s.kind === 'text' ? (
          s.text
        ) : (
          <Link key={i} to={topicTagHref(s)} className={styles.tag} data-testid="topic-tag">
            #{s.name}
          </Link>
        ),
      )}
    </p>
  );
}
