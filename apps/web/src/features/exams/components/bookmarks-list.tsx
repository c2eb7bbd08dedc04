import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookmarkPreview, sortBookmarks } from '@portal/shared/exams/rules';
import type { Bookmark } from '@portal/shared/exams/schema';
import { TrashIcon } from '@/components/ui/app-icons';
import { EyeIcon } from '@/components/ui/icons';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { isParentSession } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { notify } from '@/lib/toast';
import { useDeleteBookmark } from '../api/delete-bookmark';
import { useBookmarks } from '../api/get-bookmarks';
import { usePageError } from '@/lib/use-page-error';
import { BookmarkDetail } from './bookmark-detail';
import { ErrorBackdrop } from '@/components/ui/error-backdrop';

type Sort = '' | '1' | '2';

/** Bookmarked questions (spec section 2.4): sort, cards, remove with a confirmation, details. */
export function BookmarksList({ onBack }: { onBack: () => void }) {
  const session = useSignedInSession();
  const { t } = useTranslation('exams');
  const bookmarks = useBookmarks(session);
  const remove = useDeleteBookmark(session);
  const readOnly = isParentSession(session);
  const [sort, setSort] = useState<Sort>('');
  const [removing, setRemoving] = useState<number | null>(null);
  const [detail, setDetail] = useState<{ bookmark: Bookmark; n: number } | null>(null);
  const backdrop = usePageError(bookmarks.error, 'other', '');

  const list = bookmarks.data ?? [];
  const sorted = sort === '' ? list : sortBookmarks(list, Number(sort) as 1 | 2);

  if (detail)
    return <BookmarkDetail bookmark={detail.bookmark} n={detail.n} onBack={() => setDetail(null)} />;

  const confirm = () => {
    const questionId = removing;
    setRemoving(null);
    if (questionId === null) return;
    remove.mutate(questionId, {
      onSuccess: (answer) => {
        if (answer.validate === 1) notify.success(answer.message || t('bookmarks.removed'));
        else notify.error(answer.message);
      },
      onError: (error) => notify.error(errorText(error)),
    });
  };

  return (
    <section className="ex-bookmarks" aria-labelledby="ex-bookmarks-title">
      <div className="ex-bookmarks__bar">
        <button type="button" className="button button--ghost" onClick={onBack}>
          ← {t('bookmarks.back')}
        </button>
        <h2 id="ex-bookmarks-title" className="ex-bookmarks__title">
          {t('bookmarks.title')}
        </h2>
        <label className="ex-bookmarks__sort">
          <span>{t('bookmarks.sort')}</span>
          <select className="input" value={sort} onChange={(event) => setSort(event.target.value as Sort)}>
            <option value="">{t('bookmarks.sortSelect')}</option>
            <option value="1">{t('bookmarks.sortLatest')}</option>
            <option value="2">{t('bookmarks.sortOldest')}</option>
          </select>
        </label>
      </div>
      {bookmarks.isPending ? (
        <p className="ex-empty" role="status">
          <Spinner /> {t('loading')}
        </p>
      ) : sorted.length === 0 ? (
        <div className="card empty-state">
          <div className="empty-state__art" aria-hidden="true" />
          <p className="empty-state__title">{t('bookmarks.empty')}</p>
          <p className="empty-state__text">{t('bookmarks.emptyText')}</p>
        </div>
      ) : (
        <ol className="ex-bookmarks__list">
          {sorted.map((bookmark, index) => {
            const n = index + 1;
            return (
              <li key={bookmark.ques_id} className="card ex-bookmark">
                <div className="ex-bookmark__text">
                  <h3 className="ex-bookmark__title">{t('bookmarks.question', { n })}</h3>
                  <p className="ex-bookmark__preview">{bookmarkPreview(bookmark.question)}</p>
                  {bookmark.test_name && (
                    <p className="ex-bookmark__from">{t('bookmarks.from', { test: bookmark.test_name })}</p>
                  )}
                </div>
                <div className="ex-bookmark__actions">
                  {!readOnly && (
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('bookmarks.remove', { n })}
                      title={t('bookmarks.remove', { n })}
                      disabled={remove.isPending}
                      onClick={() => setRemoving(bookmark.ques_id)}
                    >
                      <TrashIcon />
                    </button>
                  )}
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('bookmarks.view', { n })}
                    title={t('bookmarks.view', { n })}
                    onClick={() => setDetail({ bookmark, n })}
                  >
                    <EyeIcon />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {removing !== null && (
        <Dialog
          title={t('bookmarks.removeTitle')}
          onClose={() => setRemoving(null)}
          footer={
            <>
              <button type="button" className="button button--ghost" onClick={() => setRemoving(null)}>
                {t('error.cancel')}
              </button>
              <button type="button" className="button button--primary" onClick={confirm}>
                {t('bookmarks.confirm')}
              </button>
            </>
          }
        >
          <p>{t('bookmarks.removeText')}</p>
        </Dialog>
      )}
      <ErrorBackdrop title={t('error.title')} text={backdrop} />
    </section>
  );
}
