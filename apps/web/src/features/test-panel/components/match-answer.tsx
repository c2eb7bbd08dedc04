import { useTranslation } from 'react-i18next';
import { matchLetter } from '@portal/shared/exams/rules';
import { MathHtml } from '@/components/ui/math-html';
import type { AnswerInputProps } from './answer-input';

const rowLetter = (index: number) => String.fromCharCode(65 + index);

function pairsOf(answer: AnswerInputProps['answer']): Array<[number, number]> {
  return answer && 'pairs' in answer ? answer.pairs : [];
}

/** The right-hand column (p, q, r…) as a list the rows' choices refer to. */
function ChoiceColumn({ choices }: { choices: readonly string[] }) {
  const { t } = useTranslation('test-panel');
  return (
    <div className="tp-match__column">
      <h3 className="tp-match__heading">{t('matchColumn')}</h3>
      <ul className="tp-match__choices">
        {choices.map((choice, index) => (
          <li key={index}>
            <span className="tp-option__letter">{matchLetter(index)}</span>
            <MathHtml as="span" html={choice} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Type 6: one right-hand item chosen per left-hand row. */
export function MatchAnswer({ question, answer, onChange, disabled }: AnswerInputProps) {
  const { t } = useTranslation('test-panel');
  const choices = question.match_choices ?? [];
  const pairs = pairsOf(answer);
  const choose = (row: number, value: string) => {
    const rest = pairs.filter(([r]) => r !== row);
    const next: Array<[number, number]> = value === '' ? rest : [...rest, [row, Number(value)]];
    next.sort((a, b) => a[0] - b[0]);
    onChange(next.length ? { pairs: next } : null);
  };
  return (
    <div className="tp-match">
      <table className="tp-match__table">
        <caption className="sr-only">{t('matchCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('matchRows')}</th>
            <th scope="col">{t('matchChoice')}</th>
          </tr>
        </thead>
        <tbody>
          {question.options.map((option, row) => {
            const id = `match-${question.ques_id}-${row}`;
            const value = pairs.find(([r]) => r === row)?.[1];
            return (
              <tr key={row}>
                <th scope="row" id={id} className="tp-match__row">
                  <span className="tp-option__letter">{rowLetter(row)}</span>
                  <MathHtml as="span" html={option.answer_option} />
                </th>
                <td>
                  <select
                    className="input tp-match__select"
                    aria-label={t('matchFor', { row: rowLetter(row) })}
                    value={value === undefined ? '' : String(value)}
                    disabled={disabled}
                    onChange={(event) => choose(row, event.target.value)}
                  >
                    <option value="">{t('matchNone')}</option>
                    {choices.map((_, index) => (
                      <option key={index} value={index}>
                        {matchLetter(index)}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ChoiceColumn choices={choices} />
    </div>
  );
}

/** Type 7: any number of right-hand items per row, as a grid of checkboxes. */
export function MatrixAnswer({ question, answer, onChange, disabled }: AnswerInputProps) {
  const { t } = useTranslation('test-panel');
  const choices = question.match_choices ?? [];
  const pairs = pairsOf(answer);
  const has = (row: number, choice: number) => pairs.some(([r, c]) => r === row && c === choice);
  const toggle = (row: number, choice: number, checked: boolean) => {
    const rest = pairs.filter(([r, c]) => !(r === row && c === choice));
    const next: Array<[number, number]> = checked ? [...rest, [row, choice]] : rest;
    next.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    onChange(next.length ? { pairs: next } : null);
  };
  return (
    <div className="tp-match">
      <div className="tp-matrix__scroll">
        <table className="tp-match__table tp-matrix">
          <caption className="sr-only">{t('matrixCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('matchRows')}</th>
              {choices.map((_, index) => (
                <th scope="col" key={index}>
                  {matchLetter(index)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {question.options.map((option, row) => (
              <tr key={row}>
                <th scope="row" className="tp-match__row">
                  <span className="tp-option__letter">{rowLetter(row)}</span>
                  <MathHtml as="span" html={option.answer_option} />
                </th>
                {choices.map((_, choice) => (
                  <td key={choice} className="tp-matrix__cell">
                    <input
                      type="checkbox"
                      checked={has(row, choice)}
                      disabled={disabled}
                      aria-label={t('matrixCell', { row: rowLetter(row), choice: matchLetter(choice) })}
                      onChange={(event) => toggle(row, choice, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ChoiceColumn choices={choices} />
    </div>
  );
}
