import type { TimetableEntry, TimetableResult } from '@portal/shared/timetable/schema';
import { RecordingsDialog as SharedRecordingsDialog } from '@/components/ui/recordings';

type Settings = Pick<
  TimetableResult,
  | 'view_proctur_live_recorded_session'
  | 'proctur_live_view_or_download_visibility'
  | 'vimeo_video_downlodable'
>;

interface RecordingsDialogProps {
  entry: TimetableEntry;
  settings: Settings;
  instituteId: number;
  userId: number;
  onClose: () => void;
}

/** A finished live class's recordings: the pop-up /live uses too. */
export function RecordingsDialog({ entry, settings, instituteId, userId, onClose }: RecordingsDialogProps) {
  return (
    <SharedRecordingsDialog
      title={entry.session_name ?? entry.subject_name ?? ''}
      recordings={entry.download_links}
      settings={settings}
      instituteId={instituteId}
      userId={userId}
      onClose={onClose}
    />
  );
}
