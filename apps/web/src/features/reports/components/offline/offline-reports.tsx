import type { Session } from '../../../../lib/session';

/** The Offline tab of /report (and My Exam's offline mode): being built (issue 10). */
export function OfflineReports(_props: { session: Session }) {
  return null;
}
