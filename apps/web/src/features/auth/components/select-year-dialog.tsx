import { useTranslation } from 'react-i18next';
import type { StudentAcadYear } from '@portal/shared/auth/schema';
import { CalendarIcon } from '@/components/ui/app-icons';
import { ChoiceList } from '@/components/ui/choice-list';
import { Dialog } from '@/components/ui/dialog';

interface SelectYearDialogProps {
  years: StudentAcadYear[];
  onPick: (year: StudentAcadYear) => void;
  onClose: () => void;
}

/** Select Academic Year: the current year is not one of the student's. */
export function SelectYearDialog({ years, onPick, onClose }: SelectYearDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog title={t('selectYear.title')} onClose={onClose}>
      <p className="dialog__hint">{t('selectYear.hint')}</p>
      <ChoiceList
        choices={years.map((year) => ({
          key: year.acad_yr_id,
          leading: (
            <span className="choice__icon">
              <CalendarIcon />
            </span>
          ),
          title: year.acad_yr_name,
          onPick: () => onPick(year),
        }))}
      />
    </Dialog>
  );
}
