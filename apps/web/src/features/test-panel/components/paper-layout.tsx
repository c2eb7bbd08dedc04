import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, Paper, PaperQuestion } from '@portal/shared/test-panel/schema';
import { ChevronIcon, FlagIcon } from '@/components/ui/app-icons';
import { questionState, sectionsOf, type Entry } from '../utils/paper';
import { QuestionCard } from './question-card';
import { QuestionPalette } from './question-palette';
import { SectionTabs } from './section-tabs';

interface PaperLayoutProps {
  paper: Paper;
  entries: ReadonlyMap<number, Entry>;
  visited: ReadonlySet<number>;
  bookmarks: ReadonlySet<number>;
  position: number;
  onGo: (position: number) => void;
  readOnly: boolean;
  /** The bar's right side: countdown, save status, Submit. */
  toolbar: ReactNode;
  onAnswer: (question: PaperQuestion, answer: Answer | null) => void;
  onMark: (question: PaperQuestion) => void;
  onBookmark: (question: PaperQuestion) => void;
  /** Saves, then goes to `next`; on the last question (`null`) the test is to be submitted. */
  onSaveNext: (next: number | null) => void;
}

/** The paper: the bar, the sections as tabs, the question with its buttons, and the palette. */
export function PaperLayout(props: PaperLayoutProps) {
  const { paper, entries, visited, position, onGo, readOnly } = props;
  const { t } = useTranslation('test-panel');
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  /**
   * A button that greys itself out (Next on the last question, Previous on the first, Clear
   * answer) would drop the keyboard's focus to the page: it goes here once the screen shows.
   */
  const refocus = useRef<'previous' | 'next' | 'answer' | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (wanted === 'previous') previousButton.current?.focus();
    else if (wanted === 'next') nextButton.current?.focus();
    else if (wanted === 'answer')
      panel.current?.querySelector<HTMLElement>('.tp-question :is(input, textarea, select):enabled')?.focus();
  });
  const sections = useMemo(() => sectionsOf(paper.questions), [paper.questions]);
  const ordered = useMemo(() => sections.flatMap((s) => s.questions), [sections]);
  const current = ordered.find((q) => q.position === position) ?? ordered[0];
  if (!current) return null;
  const index = ordered.indexOf(current);
  const sectionIndex = sections.findIndex((s) => s.questions.includes(current));
  const section = sections[sectionIndex]!;
  const entry = entries.get(current.ques_id);
  const previous = ordered[index - 1];
  const next = ordered[index + 1];

  return (
    <div className="tp-paper">
      <header className="tp-bar">
        <h1 className="tp-bar__title">{paper.test.test_name}</h1>
        <div className="tp-bar__tools">{props.toolbar}</div>
      </header>
      <main className="tp-body">
        <div className="tp-main">
          <SectionTabs
            sections={sections}
            active={sectionIndex}
            panelId={panelId}
            onSelect={(i) => onGo(sections[i]!.questions[0]!.position)}
          />
          {/* The palette, tabs and buttons change the question without moving focus: say which. */}
          <p className="sr-only" aria-live="polite">
            {t('showing', { n: current.position, total: ordered.length, subject: section.subject })}
          </p>
          <div ref={panel} id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${sectionIndex}`}>
            <QuestionCard
              key={current.ques_id}
              question={current}
              entry={entry}
              readOnly={readOnly}
              bookmarked={props.bookmarks.has(current.ques_id)}
              onAnswer={(answer) => props.onAnswer(current, answer)}
              onBookmark={() => props.onBookmark(current)}
            />
            <div className="tp-actions">
              <button
                ref={previousButton}
                type="button"
                className="button button--ghost"
                disabled={!previous}
                onClick={() => {
                  if (!previous) return;
                  if (index === 1) refocus.current = 'next';
                  onGo(previous.position);
                }}
              >
                <ChevronIcon direction="left" />
                {t('previous')}
              </button>
              {!readOnly && (
                <>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-pressed={entry?.marked ?? false}
                    onClick={() => props.onMark(current)}
                  >
                    <FlagIcon />
                    {t('markForReview')}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={!entry?.answer}
                    onClick={() => {
                      refocus.current = 'answer';
                      props.onAnswer(current, null);
                    }}
                  >
                    {t('clearAnswer')}
                  </button>
                </>
              )}
              <span className="tp-actions__gap" />
              <button
                ref={nextButton}
                type="button"
                className="button button--ghost"
                disabled={!next}
                onClick={() => {
                  if (!next) return;
                  if (index === ordered.length - 2) refocus.current = 'previous';
                  onGo(next.position);
                }}
              >
                {t('next')}
                <ChevronIcon direction="right" />
              </button>
              {!readOnly && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => props.onSaveNext(next?.position ?? null)}
                >
                  {next ? t('saveAndNext') : t('saveAndFinish')}
                </button>
              )}
            </div>
          </div>
        </div>
        <aside className="tp-side" aria-label={t('paletteArea')}>
          <QuestionPalette
            questions={section.questions}
            subject={section.subject}
            current={current.position}
            onGo={onGo}
            stateOf={(q) => questionState(entries.get(q.ques_id), visited.has(q.ques_id))}
          />
        </aside>
      </main>
    </div>
  );
}
