import { useTranslation } from 'react-i18next';
import type { StudentAcadYear } from '@portal/shared/auth/schema';
import { CalendarIcon, ArrowRightIcon } from '../../../components/ui/icons';
import { Dialog } from '../../../components/ui/dialog';

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
      <ul className="choice-list">
        {years.map((year) => (
          <li key={year.acad_yr_id}>
            <button type="button" className="choice" onClick={() => onPick(year)}>
              <span className="choice__icon">
                <CalendarIcon />
              </span>
              <span className="choice__text">
                <span className="choice__title">{year.acad_yr_name}</span>
              </span>
              <ArrowRightIcon className="choice__arrow" />
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
