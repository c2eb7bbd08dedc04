import { useTranslation } from 'react-i18next';
import { nodeCounts, subjectColour } from '@portal/shared/study-material/rules';
import type { StudyNode } from '@portal/shared/study-material/schema';

/** The e-course's subjects as cards whose colours cycle through 5. */
export function SubjectGrid({
  subjects,
  onOpen,
}: {
  subjects: StudyNode[];
  onOpen: (subject: StudyNode) => void;
}) {
  const { t } = useTranslation('study-material');
  return (
    <ul className="sm-subjects" aria-label={t('subjects')}>
      {subjects.map((subject, index) => {
        const counts = nodeCounts(subject);
        return (
          <li key={subject.subjectId}>
            <button
              type="button"
              className={`sm-subject sm-subject--${subjectColour(index)}`}
              onClick={() => onOpen(subject)}
            >
              <span className="sm-subject__mark" aria-hidden="true">
                {subject.subjectName.slice(0, 1).toLocaleUpperCase()}
              </span>
              <span className="sm-subject__name">{subject.subjectName}</span>
              <span className="sm-subject__counts">
                {t('counts.topics', { count: counts.topics })} · {t('counts.files', { count: counts.files })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
