import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssignmentListItem } from '@portal/shared/assignments/schema';
import { formatDate, formatTime } from '@/lib/dates';
import { truncate } from './format';
import { DueBadge, StatusBadge } from './status-badge';

/** One assignment in the list, linking to its detail (spec section 2.6). */
export function AssignmentCard({ item, ongoing }: { item: AssignmentListItem; ongoing: boolean }) {
  const { t } = useTranslation('assignments');
  return (
    <li>
      <Link to={`/assignment/${item.file_id}`} className="card assignment-card">
        <span className="assignment-card__head">
          <span className="assignment-card__title" title={item.title}>
            {truncate(item.title, 30)}
          </span>
          {ongoing && <DueBadge item={item} />}
        </span>
        <span className="assignment-card__meta">
          {item.subject_name} · {item.course_name}
        </span>
        <span className="assignment-card__foot">
          <span>{t('dueOn', { date: formatDate(item.end_date), time: formatTime(item.end_date) })}</span>
          <StatusBadge item={item} />
        </span>
      </Link>
    </li>
  );
}
