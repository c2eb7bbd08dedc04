import type { Session } from '../../../lib/session';

/**
 * 'Products / Exams': the product tests' reports of an open user (user_type 99), with
 * search and date filters; `onOpen` shows a test's report. Being built (issue 10).
 */
export function ProductExams(_props: { session: Session; onOpen: (testId: number) => void }) {
  return null;
}
