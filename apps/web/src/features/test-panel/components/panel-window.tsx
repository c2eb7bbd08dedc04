import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paper } from '@portal/shared/test-panel/schema';
import { PageLoader } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { setDocumentTitle } from '@/lib/document-head';
import { getPaper } from '../api/get-paper';
import { failureKind, forgetPanelToken, panelToken, type PanelTarget } from '../api/panel-client';
import { submitAttempt } from '../api/submit-attempt';
import { markStarted, wasStarted } from '../utils/attempt-store';
import type { Entry } from '../utils/paper';
import { AttemptScreen, type Finished } from './attempt-screen';
import { ExpiredPage } from './expired-page';
import { InstructionsScreen } from './instructions-screen';
import { PaperLayout } from './paper-layout';
import { ResultScreen } from './result-screen';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'expired' }
  | { state: 'ready'; paper: Paper; offsetMs: number };

/** The test window of an attempt (or of an ended test, read-only) on this window's panel token. */
export function PanelWindow({ target }: { target: PanelTarget }) {
  const { t } = useTranslation('test-panel');
  const [token] = useState(() => panelToken(target));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [started, setStarted] = useState(() => target.kind === 'attempt' && wasStarted(target.id));
  const [finished, setFinished] = useState<Finished | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    getPaper(token).then(
      (paper) => {
        if (!live) return;
        setLoad({ state: 'ready', paper, offsetMs: Date.parse(paper.server_time) - Date.now() });
        // Ended before this window opened (submitted elsewhere, timed out): the summary, not the paper.
        if (paper.attempt && paper.attempt.status !== 'in_progress') {
          submitAttempt(token).then(
            (result) =>
              live && setFinished({ result, reason: result.status === 'timed_out' ? 'timeUp' : 'submitted' }),
            () => live && setFinished({ result: null, reason: 'timeUp' }),
          );
        }
      },
      (error: unknown) => {
        if (!live) return;
        if (failureKind(error) === 'expired') {
          forgetPanelToken(target);
          setLoad({ state: 'expired' });
        } else setLoad({ state: 'failed', message: errorText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [token, target, attempt]);

  const testName = load.state === 'ready' ? load.paper.test.test_name : '';
  useEffect(() => {
    if (testName) setDocumentTitle(testName);
  }, [testName]);

  if (!token || load.state === 'expired') return <ExpiredPage />;
  if (load.state === 'loading') return <PageLoader label={t('loading')} />;
  if (load.state === 'failed') {
    return (
      <main className="simple-page">
        <div className="card simple-page__card" role="alert">
          <h1 className="simple-page__title">{t('loadFailed')}</h1>
          <p>{load.message}</p>
          <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      </main>
    );
  }

  const { paper, offsetMs } = load;
  if (finished) return <ResultScreen testName={paper.test.test_name} {...finished} />;
  if (paper.attempt && paper.attempt.status !== 'in_progress') return <PageLoader label={t('loading')} />;

  const action = paper.attempt ? (paper.mode === 'start' ? 'start' : 'resume') : 'view';
  if (!started) {
    return (
      <InstructionsScreen
        paper={paper}
        action={action}
        onStart={() => {
          if (paper.attempt) markStarted(paper.attempt.attempt_id);
          setStarted(true);
        }}
      />
    );
  }
  if (!paper.attempt) return <ReadOnlyPaper paper={paper} />;
  return (
    <AttemptScreen
      paper={paper}
      attempt={paper.attempt}
      token={token}
      offsetMs={offsetMs}
      onFinished={setFinished}
      onExpired={() => setLoad({ state: 'expired' })}
    />
  );
}

/** An ended test: the questions (and any answers the server kept) to look at, nothing to change. */
function ReadOnlyPaper({ paper }: { paper: Paper }) {
  const { t } = useTranslation('test-panel');
  const [position, setPosition] = useState(() => paper.questions[0]?.position ?? 1);
  const [entries] = useState(
    () =>
      new Map<number, Entry>(
        paper.answers.map((a) => [a.ques_id, { answer: a.answer, marked: a.marked_for_review }]),
      ),
  );
  const none = () => undefined;
  return (
    <PaperLayout
      paper={paper}
      entries={entries}
      visited={new Set(entries.keys())}
      bookmarks={new Set()}
      position={position}
      onGo={setPosition}
      readOnly
      onAnswer={none}
      onMark={none}
      onBookmark={none}
      onSaveNext={none}
      toolbar={
        <>
          <span className="badge">{t('viewOnly')}</span>
          <button type="button" className="button button--ghost" onClick={() => window.close()}>
            {t('closeWindow')}
          </button>
        </>
      }
    />
  );
}
