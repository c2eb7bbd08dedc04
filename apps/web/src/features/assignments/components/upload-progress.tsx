import { useTranslation } from 'react-i18next';
import type { UploadProgress as Progress } from '../api/update-assignment';
import { formatBytes } from './format';

/**
 * The upload's progress, in total and per file. XMLHttpRequest reports the body's bytes as a
 * whole; files are sent in order, so each file's share follows from the sizes before it.
 */
export function UploadProgress({
  files,
  progress,
  onCancel,
}: {
  files: readonly File[];
  progress: Progress;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('assignments');
  const bytes = (value: number) => formatBytes(value, i18n.language);
  const fileTotal = files.reduce((sum, file) => sum + file.size, 0);
  // The body is the files plus a little multipart framing and the fileJson part.
  const sentOfFiles = Math.min(fileTotal, Math.max(0, progress.loaded - (progress.total - fileTotal)));
  const percent = (loaded: number, total: number) => (total === 0 ? 100 : Math.floor((loaded / total) * 100));
  let before = 0;
  return (
    <div className="upload-progress" role="group" aria-label={t('progress.label')}>
      <div className="upload-progress__row">
        <span id="upload-total">
          {t('progress.total', {
            percent: percent(progress.loaded, progress.total),
            sent: bytes(progress.loaded),
            size: bytes(progress.total),
          })}
        </span>
        <progress max={progress.total || 1} value={progress.loaded} aria-labelledby="upload-total" />
      </div>
      <ul className="upload-progress__files">
        {files.map((file, index) => {
          const sent = Math.min(file.size, Math.max(0, sentOfFiles - before));
          before += file.size;
          const label = `upload-file-${index}`;
          return (
            <li key={`${file.name}-${index}`} className="upload-progress__row">
              <span id={label}>
                {t('progress.file', {
                  name: file.name,
                  percent: percent(sent, file.size),
                  sent: bytes(sent),
                  size: bytes(file.size),
                })}
              </span>
              <progress max={file.size || 1} value={sent} aria-labelledby={label} />
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('progress.cancel')}
      </button>
    </div>
  );
}
