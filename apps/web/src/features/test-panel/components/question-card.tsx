import { useTranslation } from 'react-i18next';
import type { Answer, PaperQuestion } from '@portal/shared/test-panel/schema';
import { MathHtml } from '@/components/ui/math-html';
import { BookmarkIcon } from '@/components/ui/app-icons';
import type { Entry } from '../utils/paper';
import { AnswerInput } from './answer-input';
import { PassageBlock } from './passage-block';

interface QuestionCardProps {
  question: PaperQuestion;
  entry: Entry | undefined;
  onAnswer: (answer: Answer | null) => void;
  onBookmark: () => void;
  bookmarked: boolean;
  readOnly: boolean;
}

/** Only addresses on the web or on this site become links. */
const safeLink = (path: string) => /^(https?:\/\/|\/(?!\/))/i.test(path.trim());

/** One question: number, marks, bookmark, its passage, text, media items and answer control. */
export function QuestionCard({
  question,
  entry,
  onAnswer,
  onBookmark,
  bookmarked,
  readOnly,
}: QuestionCardProps) {
  const { t } = useTranslation('test-panel');
  const textId = `question-text-${question.ques_id}`;
  const headingId = `question-heading-${question.ques_id}`;
  return (
    <article className="tp-question" aria-labelledby={headingId}>
      <header className="tp-question__header">
        <h2 id={headingId} className="tp-question__title" tabIndex={-1}>
          {t('questionN', { n: question.position })}
        </h2>
        <span className="tp-question__type">{t(`type.${question.ques_type}`)}</span>
        <span className="tp-question__marks">
          {question.negative_marks > 0
            ? t('marks', { plus: question.marks, minus: question.negative_marks })
            : t('marksOnly', { plus: question.marks })}
        </span>
        {!readOnly && (
          <button
            type="button"
            className="button button--ghost tp-bookmark"
            aria-pressed={bookmarked}
            onClick={onBookmark}
          >
            <BookmarkIcon fill={bookmarked ? 'currentColor' : 'none'} />
            {t('bookmark')}
          </button>
        )}
      </header>
      {question.passage && <PassageBlock html={question.passage.description} />}
      <MathHtml id={textId} className="tp-question__text" html={question.question} />
      {question.media_data.length > 0 && (
        <ul className="tp-media" aria-label={t('media')}>
          {question.media_data.map((media, index) => (
            <li key={index}>
              <span className="badge">{media.media_type}</span>{' '}
              {safeLink(media.source_path) ? (
                <a href={media.source_path} target="_blank" rel="noopener noreferrer">
                  {media.source_path}
                </a>
              ) : (
                <span>{media.source_path}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <AnswerInput
        question={question}
        answer={entry?.answer ?? null}
        onChange={onAnswer}
        disabled={readOnly}
        labelledBy={textId}
      />
    </article>
  );
}
