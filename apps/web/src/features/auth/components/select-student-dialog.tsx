import { useTranslation } from 'react-i18next';
import type { StudentDetail } from '@portal/shared/auth/schema';
import { Avatar } from '@/components/ui/avatar';
import { ChoiceList } from '@/components/ui/choice-list';
import { Dialog } from '@/components/ui/dialog';

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
      <ChoiceList
        choices={students.map((student) => ({
          key: student.student_id,
          leading: <Avatar name={student.student_name} photoUrl={student.photo_url} size={40} />,
          title: student.student_name,
          meta: (
            <span className="choice__meta">
              {t('selectStudent.id', { id: student.student_display_id })} · {student.institute_name}
            </span>
          ),
          onPick: () => onPick(student),
        }))}
      />
    </Dialog>
  );
}
