import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import { fmt } from '../../../lib/messages';
import { messages } from '../messages';
import { formatCount } from '../../../lib/format-count';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { showToast } from '../../../ui/toast';
import { useSaveContact, type Contact } from '../api/publish';
import { useTopics } from '../api/topic-square';
import type { DraftTopic } from '../lib/release-draft';
import styles from './release-sheets.module.css';

const t = messages.community.release;
const close = messages.community.person.close;

/** Choosing a topic: the hot ones, or those matching what is typed. */
export function TopicSheet({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (topic: DraftTopic) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const typed = useDeferredValue(keyword.trim());
  const source = useMemo(
    () =>
      typed
        ? { kind: 'params' as const, sort: 'hot' as const, keyword: typed }
        : { kind: 'params' as const, sort: 'hot' as const },
    [typed],
  );
  const topics = useTopics(source, open);
  const rows = topics.data?.pages[0]?.rows ?? [];
  return (
    <BottomSheet open={open} onClose={onClose} title={t.topic} closeLabel={close} testId="topic-sheet">
      <div className={styles.body}>
        <input
          className={styles.input}
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t.topicSearch}
          aria-label={t.topicSearch}
          maxLength={30}
        />
        {typed ? null : <p className={styles.caption}>{t.topicHot}</p>}
        <ul className={styles.list}>
          {!topics.isPending && rows.length === 0 ? <li className={styles.note}>{t.topicEmpty}</li> : null}
          {rows.map((topic) => (
            <li key={topic.id}>
              <button
                type="button"
                className={styles.topic}
                onClick={() => onPick({ id: topic.id, title: topic.title })}
                data-testid="topic-option"
              >
                <span className={styles.hash}>#</span>
                <span className={styles.topicTitle}>{topic.title}</span>
                <span className={styles.topicMeta}>
                  {fmt(messages.community.topic.contents, { n: formatCount(topic.contentCount) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </BottomSheet>
  );
}

/** The publisher's contact; the saved mobile comes back masked, so changing it means typing it again. */
export function ContactSheet({
  open,
  contact,
  onClose,
}: {
  open: boolean;
  contact: Contact | undefined;
  onClose: () => void;
}) {
  const [form, setForm] = useState({ name: contact?.name ?? '', mobile: '', wechat: contact?.wechat ?? '' });
  const save = useSaveContact();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { name: form.name.trim(), mobile: form.mobile.trim(), wechat: form.wechat.trim() },
      {
        onSuccess: () => {
          showToast(t.contactSaved);
          onClose();
        },
      },
    );
  };
  const field = (name: 'name' | 'mobile' | 'wechat', label: string, placeholder: string, max: number) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        value={form[name]}
        onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
        placeholder={placeholder}
        maxLength={max}
        inputMode={name === 'mobile' ? 'tel' : undefined}
      />
    </label>
  );
  return (
    <BottomSheet open={open} onClose={onClose} title={t.contact} closeLabel={close} testId="contact-sheet">
      <form className={styles.body} onSubmit={submit}>
        {field('name', t.contactName, t.contactName, 20)}
        {field(
          'mobile',
          t.contactMobile,
          contact?.mobile ? `${contact.mobile}（${t.contactMobileHint}）` : t.contactMobile,
          11,
        )}
        {field('wechat', t.contactWechat, t.contactWechat, 40)}
        <button type="submit" className={`${styles.primary} ${styles.wide}`} disabled={save.isPending}>
          {t.contactSave}
        </button>
      </form>
    </BottomSheet>
  );
}
