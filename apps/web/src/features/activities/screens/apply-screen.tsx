import { checkAnswer } from '@app/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { common, fmt } from '../../../lib/messages';
import { useSession } from '../../../session/session';
import { ErrorState } from '../../../ui/error-state';
import { showToast } from '../../../ui/toast';
import { useSingleFlight } from '../../../ui/use-single-flight';
import { useActivity } from '../api/activity-detail';
import type { AnswerValue, Question } from '../api/contract-types';
import { useSignUp } from '../api/enrolment';
import { coinKeys, useCoinBalance } from '../api/coin-balance';
import { requireLogin } from '../api/require-login';
import { EnrolButton } from '../components/enrol-button';
import { PaymentConfirm } from '../components/payment-confirm';
import { QuestionField } from '../components/question-field';
import { enrolAction } from '../lib/enrol-action';
import { useKeptDraft } from '../lib/kept-answers';
import { priceText, timeRange } from '../lib/format';
import { messages } from '../messages';
import { isMissing, NotFound } from './detail-screen';
import styles from './apply-screen.module.css';

const t = messages.apply;

type Answers = Record<string, AnswerValue>;

/** Only what was answered is sent: an optional question left blank is not an answer. */
const filled = (answers: Answers, questions: readonly Question[]) =>
  Object.fromEntries(
    questions
      .map((q) => [q.id, answers[q.id]] as const)
      .filter(([, v]) => v !== undefined && (typeof v === 'string' ? v.trim() !== '' : v.length > 0))
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as Answers;

/** The server's reasons for refusing answers, by question (`problems` of a refusal's body). */
function serverProblems(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const body = error.body as { problems?: { questionId: string; message: string }[] } | null | undefined;
  return Object.fromEntries((body?.problems ?? []).map((p) => [p.questionId, p.message]));
}

/**
 * /activityH5/apply?id=: the ticket, then the question set the publisher chose, each answer checked as typed with
 * the server's own rules (docs/product/identity.md); the agreement; submit. A full ticket joins the waitlist.
 */
export function ApplyScreen({ id }: { id: string }) {
  const loggedIn = useSession((s) => Boolean(s.token && s.userId));
  const detail = useActivity(id);
  const navigate = useNavigate();
  const signUp = useSignUp();
  // One sign-up out at a time: a double tap on 提交报名 sends one (docs/product/nothing-twice.md).
  const flight = useSingleFlight();
  const submitting = flight.busy || signUp.isPending;
  const userId = useSession((s) => s.userId) ?? '';
  // Answers and ticket survive a reload of the tab (lib/kept-answers.ts); the agreement is given anew.
  const [draft, setDraft, clearDraft] = useKeptDraft(userId, id, {
    ticketId: null as string | null,
    answers: {} as Answers,
  });
  const { ticketId, answers } = draft;
  const setTicketId = (next: string) => setDraft((d) => ({ ...d, ticketId: next }));
  const setAnswers = (update: (prev: Answers) => Answers) => setDraft((d) => ({ ...d, answers: update(d.answers) }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [remote, setRemote] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState('');
  const queryClient = useQueryClient();

  const a = detail.data;
  const paysCoins = Boolean(a?.tickets.some((tk) => tk.payment.method === 'points'));
  const coins = useCoinBalance(loggedIn && paysCoins);
  const questions = useMemo(() => a?.questions ?? [], [a]);
  const errors = useMemo(
    () => Object.fromEntries(questions.map((q) => [q.id, checkAnswer(q, answers[q.id])])),
    [questions, answers],
  );

  if (id === '') return <NotFound />;
  if (!loggedIn) {
    return (
      <div className={styles.gate}>
        <p>{t.loginFirst}</p>
        <button type="button" className={styles.submit} onClick={() => requireLogin()} data-testid="apply-login">
          {t.login}
        </button>
      </div>
    );
  }
  if (detail.isPending) return <div className={styles.page} aria-busy />;
  if (detail.isError || !a) {
    return isMissing(detail.error) ? (
      <NotFound />
    ) : (
      <ErrorState
        title={common.errorTitle}
        hint={detail.error?.message}
        retryLabel={common.retry}
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const action = enrolAction(a);
  if (action.kind !== 'apply') {
    // Signed up already, waiting, a seat held, closed or one's own: the button says what is possible.
    return (
      <div className={styles.page}>
        <Summary title={a.title} when={timeRange(a.startAt, a.endAt)} id={a.id} />
        <div className={styles.stateBox} data-testid="apply-state">
          <EnrolButton a={a} />
        </div>
      </div>
    );
  }

  const tickets = a.tickets;
  const chosen = tickets.find((tk) => tk.id === ticketId) ?? tickets.find((tk) => tk.left > 0) ?? tickets[0];
  const waitlist = !chosen || chosen.left === 0;
  const shown = (qid: string) => remote[qid] ?? (submitted || touched[qid] ? errors[qid] : null) ?? null;

  const send = () => {
    if (!chosen) return;
    setConfirming(false);
    setRefusal('');
    const input = {
      activityId: Number(a.id),
      ticketId: Number(chosen.id),
      answers: filled(answers, questions),
      waitlist: true,
      // The price the person saw and confirmed: a price changed since is refused, never charged.
      price: chosen.price,
      currency: chosen.currency,
    };
    // One request per tap: the button stays locked while it is out (docs/product/nothing-twice.md).
    flight.run(() =>
      signUp.mutateAsync(input).then(
        (e) => {
          void queryClient.invalidateQueries({ queryKey: coinKeys.balance });
          clearDraft();
          navigate(`/activityH5/applyresult?id=${encodeURIComponent(e.id)}`, { replace: true });
        },
        (e: Error) => {
          setRemote(serverProblems(e));
          setRefusal(e.message);
          showToast(e.message);
          // Seats, the price, the window or the balance may have changed under us.
          void detail.refetch();
          void coins.refetch();
        },
      ),
    );
  };

  const submit = () => {
    setSubmitted(true);
    if (!chosen) return;
    if (questions.some((q) => errors[q.id])) {
      showToast(t.fixErrors);
      return;
    }
    if (!agreed) {
      showToast(t.mustAgree);
      return;
    }
    // A ticket that costs anything says how it is paid before anything is sent.
    if (chosen.payment.method !== 'free') {
      void coins.refetch();
      setConfirming(true);
      return;
    }
    send();
  };

  return (
    <div className={styles.page} data-testid="apply">
      <Summary title={a.title} when={timeRange(a.startAt, a.endAt)} id={a.id} />
      <section className={styles.card}>
        <h2 className={styles.h2}>{t.ticket}</h2>
        <div className={styles.tickets} role="radiogroup" aria-label={t.ticket}>
          {tickets.map((tk) => {
            const on = tk.id === chosen?.id;
            return (
              <button
                key={tk.id}
                type="button"
                role="radio"
                aria-checked={on}
                className={`${styles.ticket} ${on ? styles.ticketOn : ''}`}
                onClick={() => setTicketId(tk.id)}
                data-testid="ticket-option"
              >
                <span className={styles.ticketName}>{tk.name}</span>
                <span className={styles.ticketPrice}>{priceText(tk.price, tk.currency)}</span>
                <span className={styles.ticketLeft}>
                  {tk.left > 0 ? fmt(messages.detail.left, { n: tk.left }) : t.waitlistTag}
                </span>
              </button>
            );
          })}
        </div>
        {waitlist ? <p className={styles.note}>{t.waitlistNote}</p> : null}
        {chosen ? (
          <p className={styles.note} data-testid="ticket-payment">
            {chosen.payment.note}
          </p>
        ) : null}
      </section>

      <section className={styles.card}>
        <h2 className={styles.h2}>{t.title}</h2>
        {questions.length === 0 ? <p className={styles.note}>{t.noQuestions}</p> : null}
        {questions.map((q) => (
          <QuestionField
            key={q.id}
            q={q}
            value={answers[q.id]}
            error={shown(q.id)}
            onChange={(v) => {
              setAnswers((prev) => ({ ...prev, [q.id]: v }));
              setRemote((prev) => {
                const { [q.id]: _gone, ...rest } = prev;
                return rest;
              });
            }}
            onBlur={() => setTouched((prev) => ({ ...prev, [q.id]: true }))}
          />
        ))}
      </section>

      <div className={styles.footer}>
        <label className={styles.agree}>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="agree" />
          <span>
            {t.agree}
            <Link to={`/activityH5/protocol?id=${encodeURIComponent(a.id)}`}>{t.protocol}</Link>
          </span>
        </label>
        <button
          type="button"
          className={`${styles.submit} ${waitlist ? styles.submitWaitlist : ''}`}
          onClick={submit}
          disabled={submitting}
          data-testid="apply-submit"
        >
          {submitting ? t.submitting : waitlist ? t.submitWaitlist : t.submit}
        </button>
        {refusal ? (
          <p className={styles.note} role="alert" data-testid="apply-error">
            {refusal}
          </p>
        ) : null}
      </div>
      {chosen ? (
        <PaymentConfirm
          ticket={chosen}
          waitlist={waitlist}
          coins={coins.data?.tripCoins}
          open={confirming}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}

function Summary({ title, when, id }: { title: string; when: string; id: string }) {
  return (
    <Link to={`/activityDetails?id=${encodeURIComponent(id)}`} className={styles.summary}>
      <strong>{title}</strong>
      <span>{when}</span>
    </Link>
  );
}
