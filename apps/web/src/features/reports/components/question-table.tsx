import { useTranslation } from 'react-i18next';
import type { QuestionDistribution, QuestionOutcome } from '@portal/shared/reports/schema';
import { Icon } from '@/components/ui/icon';
import { MathHtml } from '@/components/ui/math-html';
import { formatNumber } from '../utils';

const OUTCOME_PATH: Record<QuestionOutcome, string> = {
  right: 'M20 6 9 17l-5-5',
  wrong: 'M18 6 6 18M6 6l12 12',
  left: 'M5 12h14',
  pending: 'M12 6v6l4 2M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
};

/** A question's outcome as an icon named by its text (and the same text on hover). */
function OutcomeIcon({ outcome }: { outcome: QuestionOutcome }) {
  const { t } = useTranslation('reports');
  const text = t(`questions.outcome.${outcome}`);
  return (
    <span className={`rp-outcome rp-outcome--${outcome}`} role="img" aria-label={text} title={text}>
      <Icon size={18}>
        <path d={OUTCOME_PATH[outcome]} />
      </Icon>
    </span>
  );
}

/**
 * The question table (spec sections 2.2, 3): number, status, the answer given and the
 * right one (server HTML, sanitised, math typeset), and the marks.
 */
export function QuestionTable({ questions }: { questions: QuestionDistribution[] }) {
  const { t, i18n } = useTranslation('reports');
  const n = (value: number) => formatNumber(i18n.language, value);
  if (questions.length === 0) return <p className="rp-empty">{t('questions.none')}</p>;
  const ordered = [...questions].sort((a, b) => a.question_order - b.question_order);
  return (
    <div className="rp-scroll" tabIndex={0} role="group" aria-label={t('questions.title')}>
      <table className="rp-table rp-questions">
        <caption className="sr-only">{t('questions.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('questions.number')}</th>
            <th scope="col">{t('questions.status')}</th>
            <th scope="col">{t('questions.yourAnswer')}</th>
            <th scope="col">{t('questions.correctAnswer')}</th>
            <th scope="col" className="rp-num">
              {t('questions.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((question) => (
            <tr key={question.question_id}>
              <th scope="row">{question.question_order}</th>
              <td>
                <OutcomeIcon outcome={question.outcome} />
              </td>
              <td>
                {question.student_answer ? (
                  <MathHtml html={question.student_answer} className="rp-answer" />
                ) : (
                  <span className="rp-muted">{t('questions.notAnswered')}</span>
                )}
              </td>
              <td>
                <MathHtml html={question.correct_answer} className="rp-answer" />
              </td>
              <td className="rp-num">
                {t('summary.outOf', { score: n(question.total_score), total: n(question.marks) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
