import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_CUT, matchLetter, optionLetter } from '@portal/shared/exams/rules';
import type { Bookmark } from '@portal/shared/exams/schema';
import { Dialog } from '@/components/ui/dialog';
import { MathHtml } from '@/components/ui/math-html';

/** Characters of a passage as read (markup left out), for the 550-character 'Load more'. */
const textLength = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&[a-z#0-9]+;/gi, ' ').length;

/**
 * A bookmarked question in full (spec section 2.4): breadcrumb, passage with 'Load more'
 * over 550 characters, the question, media, options, correct answer, feedback, solution.
 */
export function BookmarkDetail({
  bookmark,
  n,
  onBack,
}: {
  bookmark: Bookmark;
  n: number;
  /** Back and the breadcrumb's 'Bookmarked Questions' both return to the list. */
  onBack: () => void;
}) {
  const { t } = useTranslation('exams');
  const [preview, setPreview] = useState(false);
  const long = textLength(bookmark.description) > EXAM_CUT.passage;
  const match = bookmark.ques_type === 6 || bookmark.ques_type === 7;

  return (
    <section className="ex-detail" aria-labelledby="ex-detail-title">
      <nav aria-label={t('detail.breadcrumb')} className="ex-crumbs">
        <ol>
          <li>
            <button type="button" className="link-button" onClick={onBack}>
              {t('detail.back')}
            </button>
          </li>
          <li>
            <button type="button" className="link-button" onClick={onBack}>
              {t('detail.list')}
            </button>
          </li>
          <li aria-current="page">{t('detail.current')}</li>
        </ol>
      </nav>
      <h2 id="ex-detail-title" className="ex-detail__title">
        {t('bookmarks.question', { n })}
        {bookmark.test_name && <small> · {bookmark.test_name}</small>}
      </h2>
      {bookmark.description && (
        <div className="card ex-detail__block">
          <h3>{t('detail.passage')}</h3>
          <div className={long ? 'ex-passage ex-passage--cut' : 'ex-passage'}>
            <MathHtml html={bookmark.description} />
          </div>
          {long && (
            <button type="button" className="button button--ghost" onClick={() => setPreview(true)}>
              {t('detail.loadMore')}
            </button>
          )}
        </div>
      )}
      <div className="card ex-detail__block">
        <h3>{t('detail.question')}</h3>
        <MathHtml html={bookmark.question} />
        {bookmark.media_data.length > 0 && (
          <ul className="ex-media" aria-label={t('detail.media')}>
            {bookmark.media_data.map((media) => (
              <li key={media.source_path} className="ex-media__item">
                <span className="badge">{media.media_type}</span>
                <code className="ex-media__path">{media.source_path}</code>
                <span className="ex-media__note">{t('detail.noPreview')}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {bookmark.options.length > 0 && (
        <div className="card ex-detail__block">
          <h3>{t('detail.options')}</h3>
          {match ? (
            <div className="ex-match">
              <div>
                <h4>{t('detail.matchLeft')}</h4>
                <ol className="ex-options">
                  {bookmark.options.map((o, i) =>
                    o.answer_option ? (
                      <li key={i}>
                        <span className="ex-options__letter">{optionLetter(i)}</span>
                        <MathHtml as="span" html={o.answer_option} />
                      </li>
                    ) : null,
                  )}
                </ol>
              </div>
              <div>
                <h4>{t('detail.matchRight')}</h4>
                <ol className="ex-options">
                  {bookmark.options.map((o, i) =>
                    o.answer_choice_option ? (
                      <li key={i}>
                        <span className="ex-options__letter">{matchLetter(i)}</span>
                        <MathHtml as="span" html={o.answer_choice_option} />
                      </li>
                    ) : null,
                  )}
                </ol>
              </div>
            </div>
          ) : (
            <ol className="ex-options">
              {bookmark.options.map((o, i) => (
                <li key={i} className={o.is_correct ? 'ex-options__right' : undefined}>
                  <span className="ex-options__letter">{optionLetter(i)}</span>
                  <MathHtml as="span" html={o.answer_option} />
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      <div className="card ex-detail__block">
        <dl className="ex-answers">
          {bookmark.correct_ans && (
            <div>
              <dt>{t('detail.correct')}</dt>
              <dd className="ex-answers__correct">{bookmark.correct_ans}</dd>
            </div>
          )}
          <div>
            <dt>{t('detail.yourAnswer')}</dt>
            <dd>{bookmark.attempt_answer || t('detail.notAnswered')}</dd>
          </div>
        </dl>
        {bookmark.answer && (
          <>
            <h3>{t('detail.modelAnswer')}</h3>
            <MathHtml html={bookmark.answer} />
          </>
        )}
        {bookmark.feedback_mathjax && (
          <>
            <h3>{t('detail.feedback')}</h3>
            <MathHtml html={bookmark.feedback_mathjax} />
          </>
        )}
        {bookmark.alies_feedback && (
          <>
            <h3>{t('detail.solution')}</h3>
            <MathHtml html={bookmark.alies_feedback} />
          </>
        )}
      </div>
      {preview && (
        <Dialog
          title={t('detail.passagePreview')}
          onClose={() => setPreview(false)}
          className="ex-passage-dialog"
          footer={
            <button type="button" className="button button--primary" onClick={() => setPreview(false)}>
              {t('common:close')}
            </button>
          }
        >
          {/* The passage scrolls by itself: focusable, so the keyboard can scroll it too. */}
          <div className="ex-passage" tabIndex={0} role="region" aria-label={t('detail.passagePreview')}>
            <MathHtml html={bookmark.description} />
          </div>
        </Dialog>
      )}
    </section>
  );
}
