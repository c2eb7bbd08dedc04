import { useTranslation } from 'react-i18next';
import type { StudentDetail } from '@portal/shared/auth/schema';
import { Avatar } from '../../../components/ui/avatar';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Dialog } from '../../../components/ui/dialog';

interface SelectStudentDialogProps {
  students: StudentDetail[];
  onPick: (student: StudentDetail) => void;
  onClose: () => void;
}

/** A parent linked to several students picks the one to follow. */
export function SelectStudentDialog({ students, onPick, onClose }: SelectStudentDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog title={t('selectStudent.title')} onClose={onClose}>
      <p className="dialog__hint">{t('selectStudent.hint')}</p>
      <ul className="choice-list">
        {students.map((student) => (
          <li key={student.student_id}>
            <button type="button" className="choice" onClick={() => onPick(student)}>
              <Avatar name={student.student_name} photoUrl={student.photo_url} size={40} />
              <span className="choice__text">
                <span className="choice__title">{student.student_name}</span>
                <span className="choice__meta">
                  {t('selectStudent.id', { id: student.student_display_id })} · {student.institute_name}
                </span>
              </span>
              <ArrowRightIcon className="choice__arrow" />
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
