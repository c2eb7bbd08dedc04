import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fileActions, isNewFile, shareDate } from '@portal/shared/study-material/rules';
import type { StudyFile } from '@portal/shared/study-material/schema';
import { Spinner } from '@/components/ui/spinner';
import { instituteTimeZone } from '@/lib/time-zone';
import { useMomentOnOpen } from '@/lib/use-clock';

export interface FileHandlers {
  /** The file whose bytes are being fetched, if any. */
  busy: number | null;
  onOpen: (file: StudyFile) => void;
  onDownload: (file: StudyFile) => void;
}

/** A study file: title, topic, share date (DD-MM-YYYY), type, 'New Files' badge and its actions. */
export function FileCard({
  file,
  topic,
  handlers,
}: {
  file: StudyFile;
  topic: string;
  handlers: FileHandlers;
}) {
  const { t } = useTranslation('study-material');
  const titleId = useId();
  const zone = instituteTimeZone();
  // Hydrating, the server's drawing moment: a file that stops being new at midnight in between keeps its badge.
  const openedAt = useMomentOnOpen();
  const actions = fileActions(file);
  const fresh = isNewFile(file.student_file_share_date, new Date(openedAt), zone);
  const busy = handlers.busy === file.study_file_id;
  return (
    <li className="sm-file">
      <article className="sm-file__body" aria-labelledby={titleId}>
        <div className="sm-file__head">
          <p id={titleId} className="sm-file__title">
            {file.title}
          </p>
          {fresh && <span className="badge sm-file__new">{t('file.new')}</span>}
        </div>
        <dl className="sm-file__meta">
          <div>
            <dt>{t('file.topic')}</dt>
            <dd>{topic}</dd>
          </div>
          <div>
            <dt>{t('file.date')}</dt>
            <dd>{shareDate(file.student_file_share_date, zone)}</dd>
          </div>
          <div>
            <dt>{t('file.type')}</dt>
            <dd>{t(`types.${file.category_name}`)}</dd>
          </div>
        </dl>
        <div className="sm-file__actions">
          {busy && <Spinner />}
          {actions.view && (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => handlers.onOpen(file)}
            >
              {t('file.view')}
            </button>
          )}
          {actions.play && (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => handlers.onOpen(file)}
            >
              {t('file.play')}
            </button>
          )}
          {actions.download && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => handlers.onDownload(file)}
            >
              {t('file.download')}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}

/** A list of file cards, or nothing when there are none. */
export function FileList({
  files,
  label,
  handlers,
}: {
  files: Array<{ file: StudyFile; topicName: string }>;
  label: string;
  handlers: FileHandlers;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="sm-files" aria-label={label}>
      {files.map(({ file, topicName }) => (
        <FileCard key={file.study_file_id} file={file} topic={topicName} handlers={handlers} />
      ))}
    </ul>
  );
}
