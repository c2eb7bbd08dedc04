import { useTranslation } from 'react-i18next';
import { dueBadge, shownStatus } from '@portal/shared/assignments/rules';
import type { StudentStatus } from '@portal/shared/assignments/schema';

const slug = (status: string) => status.toLowerCase().replace(/\s+/g, '-');

/** The student's status as shown (Submitted + Evaluated reads Evaluated). */
export function StatusBadge({
  item,
}: {
  item: { student_status: StudentStatus; teacher_status: 'Evaluated' | null };
}) {
  const { t } = useTranslation('assignments');
  const status = shownStatus(item);
  return (
    <span className={`badge assignment-status assignment-status--${slug(status)}`}>
      {t(`status.${status}`)}
    </span>
  );
}

/** Spec section 2.6: the due badge of an ongoing card within 7 days. */
export function DueBadge({ item }: { item: { days_left: number; time_left: string } }) {
  const { t } = useTranslation('assignments');
  const badge = dueBadge(item);
  if (!badge) return null;
  if (badge.kind === 'time') {
    const [hours, minutes] = badge.timeLeft.split(':').map(Number);
    return <span className="badge due-badge due-badge--today">{t('due.time', { hours, minutes })}</span>;
  }
  if (badge.kind === 'one') return <span className="badge due-badge due-badge--soon">{t('due.one')}</span>;
  return (
    <span className={`badge due-badge due-badge--${badge.kind}`}>{t('due.days', { count: badge.days })}</span>
  );
}
