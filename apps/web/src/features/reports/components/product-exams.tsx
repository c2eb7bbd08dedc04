import type { Session } from '../../../lib/session';

/** 'Products / Exams': the product tests' reports of an open user (user_type 99): being built (issue 10). */
export function ProductExams(_props: { session: Session }) {
  return null;
}
