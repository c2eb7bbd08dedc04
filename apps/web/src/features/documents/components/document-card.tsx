import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { documentActions, shareDate, sizeText } from '@portal/shared/documents/rules';
import type { SharedDocument } from '@portal/shared/documents/schema';
import { extensionOf } from '@portal/shared/media/rules';
import { FileIcon, PlayIcon, YouTubeIcon } from '@/components/ui/app-icons';
import { Spinner } from '@/components/ui/spinner';
import { instituteTimeZone } from '@/lib/time-zone';

export interface DocumentHandlers {
  /** The document whose bytes are being fetched, if any. */
  busy: number | null;
  vimeoDownloadable: boolean;
  /** School wording (Homework) and open users' wording (Course). */
  context: { school: boolean; open: boolean };
  onOpen: (doc: SharedDocument) => void;
  onDownload: (doc: SharedDocument) => void;
  onVimeoLinks: (doc: SharedDocument) => void;
}

/** The poster when the institute gave one, else an icon of its type with the file's extension. */
function Thumbnail({ doc }: { doc: SharedDocument }) {
  const poster = doc.thumbnail_list[0]?.posterUrl;
  if (poster) return <img className="docs-card__poster" src={poster} alt="" loading="lazy" />;
  const extension = extensionOf(doc.file_name).toUpperCase();
  return (
    <div className={`docs-card__icon docs-card__icon--${doc.category_name.toLowerCase()}`} aria-hidden="true">
      {doc.category_name === 'Youtube' ? (
        <YouTubeIcon size={34} />
      ) : doc.category_name === 'Vimeo' ? (
        <PlayIcon size={30} />
      ) : (
        <FileIcon size={30} />
      )}
      {extension && <span className="docs-card__ext">{extension}</span>}
    </div>
  );
}

/** A shared document: thumbnail, title, size in MB, share date, subject, type and its buttons. */
export function DocumentCard({ doc, handlers }: { doc: SharedDocument; handlers: DocumentHandlers }) {
  const { t } = useTranslation('documents');
  const titleId = useId();
  const actions = documentActions(doc, handlers.vimeoDownloadable);
  const busy = handlers.busy === doc.document_id;
  const size = sizeText(doc.size);
  const typeContext = handlers.context.school ? 'school' : undefined;
  return (
    <li className="card docs-card">
      <article className="docs-card__body" aria-labelledby={titleId}>
        <Thumbnail doc={doc} />
        <h3 id={titleId} className="docs-card__title">
          {doc.title}
        </h3>
        <dl className="docs-card__meta">
          {size !== null && (
            <div>
              <dt>{t('card.size')}</dt>
              <dd>{t('card.sizeValue', { size })}</dd>
            </div>
          )}
          <div>
            <dt>{t('card.date')}</dt>
            <dd>{shareDate(doc.student_file_share_date, instituteTimeZone())}</dd>
          </div>
          <div>
            <dt>{handlers.context.open ? t('card.course') : t('card.subject')}</dt>
            <dd>{doc.subject_name}</dd>
          </div>
          <div>
            <dt>{t('card.type')}</dt>
            <dd>{t(`types.${doc.category_name}`, { context: typeContext })}</dd>
          </div>
        </dl>
        <div className="docs-card__actions">
          {busy && <Spinner />}
          {actions.view && (
            <button
              type="button"
              className="button button--primary"
              aria-describedby={titleId}
              onClick={() => handlers.onOpen(doc)}
            >
              {t('actions.view')}
            </button>
          )}
          {actions.play && (
            <button
              type="button"
              className="button button--primary"
              aria-describedby={titleId}
              onClick={() => handlers.onOpen(doc)}
            >
              {t('actions.play')}
            </button>
          )}
          {actions.download && (
            <button
              type="button"
              className="button button--ghost"
              aria-busy={busy}
              aria-describedby={titleId}
              onClick={() => handlers.onDownload(doc)}
            >
              {t('actions.download')}
            </button>
          )}
          {actions.vimeoDownload && (
            <button
              type="button"
              className="button button--ghost"
              aria-describedby={titleId}
              onClick={() => handlers.onVimeoLinks(doc)}
            >
              {t('actions.download')}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
