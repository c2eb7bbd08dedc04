import { useTranslation } from 'react-i18next';
import type { PaperQuestion } from '@portal/shared/test-panel/schema';
import { QUESTION_STATES, type QuestionState } from '../utils/paper';

interface PaletteProps {
  questions: readonly PaperQuestion[];
  stateOf: (question: PaperQuestion) => QuestionState;
  current: number;
  onGo: (position: number) => void;
  subject: string;
}

/** The section's question numbers by state (colour, shape and name), and the legend with counts. */
export function QuestionPalette({ questions, stateOf, current, onGo, subject }: PaletteProps) {
  const { t } = useTranslation('test-panel');
  const counts = new Map<QuestionState, number>();
  const states = questions.map((q) => {
    const state = stateOf(q);
    counts.set(state, (counts.get(state) ?? 0) + 1);
    return state;
  });
  return (
    <div className="tp-palette">
      <nav aria-label={t('palette', { subject })}>
        <h2 className="tp-palette__title">{t('palette', { subject })}</h2>
        <ul className="tp-palette__grid">
          {questions.map((q, index) => {
            const state = states[index]!;
            return (
              <li key={q.ques_id}>
                <button
                  type="button"
                  className={`tp-num tp-num--${state}`}
                  aria-current={q.position === current ? 'true' : undefined}
                  aria-label={t('paletteItem', { n: q.position, state: t(`state.${state}`) })}
                  title={t(`state.${state}`)}
                  onClick={() => onGo(q.position)}
                >
                  {q.position}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <h3 className="tp-palette__title">{t('legend')}</h3>
      <ul className="tp-legend">
        {QUESTION_STATES.map((state) => (
          <li key={state} className="tp-legend__item">
            <span className={`tp-num tp-num--${state} tp-num--swatch`} aria-hidden="true">
              {counts.get(state) ?? 0}
            </span>
            <span>
              {t(`state.${state}`)}
              <span className="sr-only">: {counts.get(state) ?? 0}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
