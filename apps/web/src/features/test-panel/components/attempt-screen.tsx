import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, Paper, PaperQuestion, SubmitResult } from '@portal/shared/test-panel/schema';
import { errorText } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { getPaper } from '../api/get-paper';
import { setBookmark } from '../api/set-bookmark';
import { submitAttempt } from '../api/submit-attempt';
import { useAutosave } from '../hooks/use-autosave';
import { useCountdown } from '../hooks/use-countdown';
import { useQuestionTime } from '../hooks/use-question-time';
import { readVisited, writeVisited, forgetAttempt } from '../utils/attempt-store';
import { paperCounts, type Entry } from '../utils/paper';
import { Countdown } from './countdown';
import { PaperLayout } from './paper-layout';
import { SaveStatus } from './save-status';
import { SubmitDialog } from './submit-dialog';

export interface Finished {
  result: SubmitResult | null;
  reason: 'submitted' | 'timeUp';
}

interface AttemptScreenProps {
  paper: Paper;
  attempt: NonNullable<Paper['attempt']>;
  token: string;
  /** server_time − Date.now() when the paper arrived. */
  offsetMs: number;
  onFinished: (finished: Finished) => void;
  onExpired: () => void;
}

/** A running attempt: answers autosaved, the server's countdown, bookmarks, submit. */
export function AttemptScreen({
  paper,
  attempt,
  token,
  offsetMs,
  onFinished,
  onExpired,
}: AttemptScreenProps) {
  const { t } = useTranslation('test-panel');
  const attemptId = attempt.attempt_id;
  const [offset, setOffset] = useState(offsetMs);
  const [deadline, setDeadline] = useState(() => Date.parse(attempt.deadline));
  const finishing = useRef(false);

  const finish = useCallback(
    (reason: Finished['reason'], result?: SubmitResult) => {
      if (finishing.current) return;
      finishing.current = true;
      const done = (r: SubmitResult | null) => {
        forgetAttempt(attemptId);
        // The server's word on how it ended (a submit from another window, a time-out).
        onFinished({ result: r, reason: r ? (r.status === 'timed_out' ? 'timeUp' : 'submitted') : reason });
      };
      if (result) return done(result);
      // The server closes the attempt itself at the deadline; submit answers the same either way.
      submitAttempt(token).then(done, () => done(null));
    },
    [attemptId, onFinished, token],
  );

  const { queue, snapshot } = useAutosave({
    attemptId,
    token,
    saved: paper.answers,
    onReply: (reply) => {
      setOffset(Date.parse(reply.server_time) - Date.now());
      setDeadline(Date.parse(reply.deadline));
    },
    onStop: (reason) => (reason === 'expired' ? onExpired() : finish('timeUp')),
  });

  const [entries, setEntries] = useState(() => queue.merge(paper.answers) as Map<number, Entry>);
  const [bookmarks, setBookmarks] = useState(
    () => new Set(paper.questions.filter((q) => q.bookmarked).map((q) => q.ques_id)),
  );
  const [position, setPosition] = useState(() => {
    const wanted = queue.localPosition ?? attempt.current_position;
    return paper.questions.some((q) => q.position === wanted) ? wanted : (paper.questions[0]?.position ?? 1);
  });
  const [visited, setVisited] = useState(() => readVisited(attemptId));

  const current = paper.questions.find((q) => q.position === position);
  const recordTime = useQuestionTime(
    queue,
    current?.ques_id,
    (id) => entries.get(id) ?? { answer: null, marked: false },
  );
  useEffect(() => {
    if (!current || visited.has(current.ques_id)) return;
    const next = new Set(visited).add(current.ques_id);
    writeVisited(attemptId, next);
    setVisited(next);
  }, [attemptId, current, visited]);

  const go = (to: number) => {
    setPosition(to);
    queue.setPosition(to);
  };

  const update = (question: PaperQuestion, patch: Partial<Entry>) => {
    const before = entries.get(question.ques_id) ?? { answer: null, marked: false };
    const after = { ...before, ...patch };
    setEntries(new Map(entries).set(question.ques_id, after));
    queue.change(question.ques_id, after.answer, after.marked);
  };

  const { remaining, warning } = useCountdown(deadline, offset);
  const timeUp = remaining !== null && remaining <= 0;
  useEffect(() => {
    if (!timeUp) return;
    let live = true;
    const check = async () => {
      // Last answers first (the server takes them only before its deadline).
      recordTime();
      await queue.flush().catch(() => undefined);
      try {
        // The server's word: this closes an attempt past its deadline; a clock that ran
        // ahead here only corrects the countdown.
        const fresh = await getPaper(token);
        const serverNow = Date.parse(fresh.server_time);
        if (
          live &&
          fresh.attempt?.status === 'in_progress' &&
          Date.parse(fresh.attempt.deadline) > serverNow
        ) {
          setOffset(serverNow - Date.now());
          setDeadline(Date.parse(fresh.attempt.deadline));
          return;
        }
      } catch {
        // no answer: the server closes the attempt itself at its deadline
      }
      if (live) finish('timeUp');
    };
    void check();
    return () => {
      live = false;
    };
  }, [timeUp, queue, finish, token, recordTime]);

  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    setSubmitting(true);
    recordTime();
    try {
      await queue.flush();
    } catch {
      setSubmitting(false);
      notify.error(t('submit.unsaved'));
      return;
    }
    try {
      const result = await submitAttempt(token);
      queue.clear();
      finish(result.status === 'timed_out' ? 'timeUp' : 'submitted', result);
    } catch (error) {
      setSubmitting(false);
      notify.error(errorText(error));
    }
  };

  const toggleBookmark = (question: PaperQuestion) => {
    const wanted = !bookmarks.has(question.ques_id);
    const apply = (on: boolean) =>
      setBookmarks((set) => {
        const next = new Set(set);
        if (on) next.add(question.ques_id);
        else next.delete(question.ques_id);
        return next;
      });
    apply(wanted);
    setBookmark(token, question.ques_id, wanted).then(
      () => notify.success(t(wanted ? 'bookmarked' : 'unbookmarked')),
      (error: unknown) => {
        apply(!wanted);
        notify.error(errorText(error));
      },
    );
  };

  const counts = useMemo(() => paperCounts(paper.questions, entries), [paper.questions, entries]);

  return (
    <>
      <PaperLayout
        paper={paper}
        entries={entries}
        visited={visited}
        bookmarks={bookmarks}
        position={position}
        onGo={go}
        readOnly={timeUp}
        onAnswer={(question, answer: Answer | null) => update(question, { answer })}
        onMark={(question) => update(question, { marked: !entries.get(question.ques_id)?.marked })}
        onBookmark={toggleBookmark}
        onSaveNext={(next) => {
          void queue.flush().catch(() => undefined);
          // The last question's button finishes: the submit pop-up, with what is answered and not.
          if (next === null) setConfirming(true);
          else go(next);
        }}
        toolbar={
          <>
            {remaining !== null && <Countdown remaining={remaining} warning={warning} />}
            <SaveStatus snapshot={snapshot} />
            <button
              type="button"
              className="button button--primary"
              disabled={timeUp}
              onClick={() => setConfirming(true)}
            >
              {t('submit.open')}
            </button>
          </>
        }
      />
      {confirming && (
        <SubmitDialog
          counts={counts}
          busy={submitting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void submit()}
        />
      )}
    </>
  );
}
