import type { TestReport } from '@portal/shared/reports/schema';
import type { Session } from '../../../lib/session';

/** Preview and Download of the solution report (only when published and allowed): being built (issue 10). */
export function SolutionActions(_props: { session: Session; report: TestReport }) {
  return null;
}
