import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paper } from '@portal/shared/test-panel/schema';
import { MathHtml } from '@/components/ui/math-html';

interface InstructionsProps {
  paper: Paper;
  /** What the button says: a new attempt, an attempt in progress, or an ended test to look at. */
  action: 'start' | 'resume' | 'view';
  onStart: () => void;
}

/** Test name, duration, number of questions, marks and the instructions, then Start / Resume. */
export function InstructionsScreen({ paper, action, onStart }: InstructionsProps) {
  const { t } = useTranslation('test-panel');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const totalMarks = paper.questions.reduce((sum, q) => sum + q.marks, 0);
  return (
    <main className="tp-instructions container">
      <div className="card">
        <h1 ref={heading} tabIndex={-1} className="tp-instructions__title">
          {paper.test.test_name}
        </h1>
        <dl className="tp-facts">
          <div>
            <dt>{t('facts.duration')}</dt>
            <dd>{t('facts.minutes', { count: paper.test.duration })}</dd>
          </div>
          <div>
            <dt>{t('facts.questions')}</dt>
            <dd>{paper.questions.length}</dd>
          </div>
          <div>
            <dt>{t('facts.marks')}</dt>
            <dd>{Math.round(totalMarks * 100) / 100}</dd>
          </div>
        </dl>
        <h2 className="tp-instructions__subtitle">{t('instructions')}</h2>
        <MathHtml className="tp-instructions__text" html={paper.test.instructions} />
        <button type="button" className="button button--primary button--lg" onClick={onStart}>
          {t(`action.${action}`)}
        </button>
      </div>
    </main>
  );
}
