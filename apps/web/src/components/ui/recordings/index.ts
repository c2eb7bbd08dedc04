/** The recordings pop-up (with the Vimeo download links pop-up) of /live and the timetable. */
export { RecordingsDialog } from './recordings-dialog';
export type { RecordingLike, RecordingsDialogProps } from './recordings-dialog';
