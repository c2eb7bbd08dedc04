import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '@portal/shared/exams/rules';
import type { Answer, PaperQuestion } from '@portal/shared/test-panel/schema';
import { MathHtml } from '@/components/ui/math-html';
import { MatchAnswer, MatrixAnswer } from './match-answer';

export interface AnswerInputProps {
  question: PaperQuestion;
  answer: Answer | null;
  onChange: (answer: Answer | null) => void;
  disabled: boolean;
  /** Id of the question text: the options' group is named by it. */
  labelledBy: string;
}

/** The answer control of the question's type (1 single, 2 text, 3 multiple, 5 true/false, 6 match, 7 matrix). */
export function AnswerInput(props: AnswerInputProps) {
  switch (props.question.ques_type) {
    case 1:
    case 5:
    case 3:
      return <ChoiceAnswer {...props} />;
    case 2:
      return <TextAnswer {...props} />;
    case 6:
      return <MatchAnswer {...props} />;
    case 7:
      return <MatrixAnswer {...props} />;
  }
}

function ChoiceAnswer({ question, answer, onChange, disabled, labelledBy }: AnswerInputProps) {
  const { t } = useTranslation('test-panel');
  const multiple = question.ques_type === 3;
  const chosen = new Set(
    answer && 'option' in answer ? [answer.option] : answer && 'options' in answer ? answer.options : [],
  );
  const toggle = (index: number, checked: boolean) => {
    if (!multiple) return onChange({ option: index });
    const next = new Set(chosen);
    if (checked) next.add(index);
    else next.delete(index);
    onChange({ options: [...next].sort((a, b) => a - b) });
  };
  return (
    <fieldset className="tp-options" disabled={disabled} aria-describedby={labelledBy}>
      <legend className="tp-options__legend">{t(multiple ? 'chooseMany' : 'chooseOne')}</legend>
      {question.options.map((option, index) => (
        <label key={index} className="tp-option">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={`question-${question.ques_id}`}
            checked={chosen.has(index)}
            onChange={(event) => toggle(index, event.target.checked)}
          />
          <span className="tp-option__letter" aria-hidden="true">
            {optionLetter(index)}
          </span>
          <MathHtml as="span" className="tp-option__text" html={option.answer_option} />
        </label>
      ))}
    </fieldset>
  );
}

/** Subjective answer: typed freely, handed to the queue after a short pause (and on leaving the field). */
function TextAnswer({ question, answer, onChange, disabled, labelledBy }: AnswerInputProps) {
  const { t } = useTranslation('test-panel');
  const saved = answer && 'text' in answer ? answer.text : '';
  const [text, setText] = useState(saved);
  // Cleared (or changed) from outside: show what is stored now.
  const [shownSaved, setShownSaved] = useState(saved);
  if (saved !== shownSaved) {
    setShownSaved(saved);
    if (saved !== text) setText(saved);
  }
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ text, saved, onChange });
  useEffect(() => {
    latest.current = { text, saved, onChange };
  });

  const commit = () => {
    window.clearTimeout(timer.current);
    const { text: typed, saved: stored, onChange: change } = latest.current;
    if (typed !== stored) change(typed === '' ? null : { text: typed });
  };
  // Leaving the question, or the window closing, hands over what was typed (the queue keeps it).
  useEffect(() => {
    window.addEventListener('pagehide', commit);
    return () => {
      window.removeEventListener('pagehide', commit);
      commit();
    };
  }, []);

  const id = `answer-${question.ques_id}`;
  return (
    <div className="tp-text-answer">
      <label htmlFor={id} className="field__label">
        {t('yourAnswer')}
      </label>
      <textarea
        id={id}
        className="input tp-textarea"
        rows={8}
        maxLength={20_000}
        value={text}
        disabled={disabled}
        aria-describedby={labelledBy}
        onChange={(event) => {
          setText(event.target.value);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(commit, 500);
        }}
        onBlur={commit}
      />
    </div>
  );
}
