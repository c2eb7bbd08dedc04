import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateTimeText,
  recordingButtons,
  videoLength,
  type RecordingSettingsLike,
} from '@portal/shared/live-classes/rules';
import { toastFailure } from '@/lib/failure-toast';
import { instituteTimeZone } from '@/lib/time-zone';
import { useTexts } from '@/lib/use-texts';
import { Dialog } from '../dialog';
import { MediaViewer, type MediaItem } from '../media-viewer';
import { VimeoLinksDialog } from '../vimeo-links-dialog';
import { downloadRecording, recordingPlaybackUrl } from './recording-calls';
import './recordings.css';

/** A recording as the live-class list and the timetable give it (the timetable's has no video_id). */
export interface RecordingLike {
  download_id: number;
  session_name: string;
  recording_uploaded_on: string;
  recording_date_time: string;
  video_duration: number;
  video_size: number;
  vimeo_video_id: string | null;
  /** The server's stored file id (protected play); absent on the timetable's. */
  video_id?: string | null;
  video_url?: string | null;
}

export interface RecordingsDialogProps {
  /** The live class's session name. */
  title: string;
  recordings: readonly RecordingLike[];
  settings: RecordingSettingsLike;
  instituteId: number;
  /** The signed-in user's own id, a parent's own too (protected play asks the OTP for them). */
  userId: number;
  onClose: () => void;
}

/** The protected-video OTP call's source value for recordings (spec section 7 leaves it open). */
const OTP_SOURCE = 'WEB';

/**
 * A finished live class's recordings (spec sections 2.1 and 4): play buttons by the visibility
 * code (stored, Vimeo, protected), download of the server's copy and the Vimeo links pop-up. Used
 * by /live and the timetable. Its texts are the live-classes namespace's, loaded here.
 */
export function RecordingsDialog(props: RecordingsDialogProps) {
  const ready = useTexts('live-classes');
  return ready ? <RecordingsList {...props} /> : null;
}

function RecordingsList({
  title,
  recordings,
  settings,
  instituteId,
  userId,
  onClose,
}: RecordingsDialogProps) {
  const { t } = useTranslation('live-classes');
  const [viewer, setViewer] = useState<MediaItem | null>(null);
  const [linksOf, setLinksOf] = useState<RecordingLike | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const zone = instituteTimeZone();

  const playStored = async (recording: RecordingLike) => {
    setBusy(recording.download_id);
    try {
      const source = await recordingPlaybackUrl(instituteId, recording.download_id);
      const videoId = recording.video_id ?? String(recording.download_id);
      setViewer({ kind: 'video', title: recording.session_name, source, watch: { videoId, instituteId } });
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const download = async (recording: RecordingLike) => {
    setBusy(recording.download_id);
    try {
      await downloadRecording(instituteId, recording.download_id, recording.session_name);
    } catch (error) {
      // Spec section 8: any failure to fetch the file is the same plea to the admin.
      toastFailure(error, t('recordings.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Dialog title={t('recordings.title', { name: title })} onClose={onClose}>
        <ul className="rec-list">
          {recordings.map((recording) => {
            const buttons = recordingButtons(recording, settings);
            const name = <span className="sr-only"> {recording.session_name}</span>;
            const pending = busy === recording.download_id;
            const vimeoId = recording.vimeo_video_id;
            return (
              <li key={recording.download_id} className="rec-item">
                <div>
                  <p className="rec-item__name">{recording.session_name}</p>
                  <p className="rec-item__meta">
                    {t(
                      recording.recording_uploaded_on.toLowerCase() === 'vimeo'
                        ? 'recordings.onVimeo'
                        : 'recordings.stored',
                    )}
                    {' · '}
                    {dateTimeText(recording.recording_date_time, zone)} ·{' '}
                    {videoLength(recording.video_duration)} ·{' '}
                    {t('recordings.megabytes', { size: recording.video_size.toFixed(2) })}
                  </p>
                </div>
                <div className="rec-item__actions">
                  {buttons.storedPlay && (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={pending}
                      onClick={() => void playStored(recording)}
                    >
                      {t('recordings.play')}
                      {name}
                    </button>
                  )}
                  {buttons.vimeoPlay && vimeoId && (
                    <button
                      type="button"
                      className="button button--primary"
                      onClick={() =>
                        setViewer({
                          kind: 'vimeo',
                          title: recording.session_name,
                          vimeoId,
                          watch: { videoId: vimeoId, instituteId },
                        })
                      }
                    >
                      {t('recordings.playVimeo')}
                      {name}
                    </button>
                  )}
                  {buttons.protectedPlay && recording.video_id && (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() =>
                        setViewer({
                          kind: 'vdo',
                          title: recording.session_name,
                          videoId: recording.video_id!,
                          instituteId,
                          userId,
                          source: OTP_SOURCE,
                          watch: { videoId: recording.video_id!, instituteId },
                        })
                      }
                    >
                      {t('recordings.playProtected')}
                      {name}
                    </button>
                  )}
                  {buttons.download && (
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={pending}
                      onClick={() => void download(recording)}
                    >
                      {t('recordings.download')}
                      {name}
                    </button>
                  )}
                  {buttons.vimeoDownload && (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => setLinksOf(recording)}
                    >
                      {t('recordings.vimeoDownload')}
                      {name}
                    </button>
                  )}
                  {!Object.values(buttons).some(Boolean) && <span>{t('recordings.unavailable')}</span>}
                </div>
              </li>
            );
          })}
        </ul>
      </Dialog>
      {linksOf?.vimeo_video_id && (
        <VimeoLinksDialog
          instituteId={instituteId}
          vimeoVideoId={linksOf.vimeo_video_id}
          title={t('recordings.linksTitle', { name: linksOf.session_name })}
          noneText={t('recordings.noLinks')}
          none="toast"
          linkText={(link) => t('recordings.downloadLink', { height: link.height })}
          onClose={() => setLinksOf(null)}
        />
      )}
      {viewer && <MediaViewer item={viewer} onClose={() => setViewer(null)} />}
    </>
  );
}
