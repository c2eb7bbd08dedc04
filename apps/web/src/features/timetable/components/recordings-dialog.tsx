import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordingActions, recordingUrl } from '@portal/shared/timetable/rules';
import type { Recording, TimetableEntry, TimetableResult } from '@portal/shared/timetable/schema';
import { Dialog } from '../../../components/ui/dialog';
import { inInstituteZone } from '../../../lib/dates';
import { videoLength } from '../utils';

type Settings = Pick<
  TimetableResult,
  | 'view_proctur_live_recorded_session'
  | 'proctur_live_view_or_download_visibility'
  | 'vimeo_video_downlodable'
>;

interface RecordingsDialogProps {
  entry: TimetableEntry;
  settings: Settings;
  onClose: () => void;
}

/** A finished live class's recordings: View and Download as the institute allows. */
export function RecordingsDialog({ entry, settings, onClose }: RecordingsDialogProps) {
  const { t } = useTranslation('timetable');
  const [download, setDownload] = useState<Recording | null>(null);
  if (download) return <DownloadDialog recording={download} onClose={() => setDownload(null)} />;
  return (
    <Dialog
      title={t('recordings.title', { name: entry.session_name ?? entry.subject_name ?? '' })}
      onClose={onClose}
    >
      <ul className="tt-recordings">
        {entry.download_links.map((recording) => {
          const actions = recordingActions(recording, settings);
          const url = recordingUrl(recording);
          return (
            <li key={recording.download_id} className="tt-recording">
              <div>
                <p className="tt-recording__name">{recording.session_name}</p>
                <p className="tt-recording__meta">
                  {inInstituteZone(recording.recording_date_time).format('DD-MM-YYYY hh:mm A')} ·{' '}
                  {videoLength(recording.video_duration)}
                </p>
              </div>
              <div className="tt-recording__actions">
                {actions.view && url && (
                  <a className="button button--primary" href={url} target="_blank" rel="noopener noreferrer">
                    {t('recordings.view')}
                    <span className="sr-only"> {recording.session_name}</span>
                  </a>
                )}
                {actions.download && (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setDownload(recording)}
                  >
                    {t('recordings.download')}
                    <span className="sr-only"> {recording.session_name}</span>
                  </button>
                )}
                {!actions.view && !actions.download && <span>{t('recordings.none')}</span>}
              </div>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

/** The download modal: size (MB) and duration, then the file. */
function DownloadDialog({ recording, onClose }: { recording: Recording; onClose: () => void }) {
  const { t } = useTranslation('timetable');
  const url = recordingUrl(recording);
  return (
    <Dialog
      title={t('recordings.downloadTitle')}
      onClose={onClose}
      footer={
        url ? (
          <a className="button button--primary" href={url} download>
            {t('recordings.downloadNow')}
          </a>
        ) : undefined
      }
    >
      <dl className="tt-card__fields">
        <div className="tt-field">
          <dt>{t('recordings.name')}</dt>
          <dd>{recording.session_name}</dd>
        </div>
        <div className="tt-field">
          <dt>{t('recordings.size')}</dt>
          <dd>{t('recordings.megabytes', { size: recording.video_size.toFixed(2) })}</dd>
        </div>
        <div className="tt-field">
          <dt>{t('field.duration')}</dt>
          <dd>{videoLength(recording.video_duration)}</dd>
        </div>
      </dl>
    </Dialog>
  );
}
