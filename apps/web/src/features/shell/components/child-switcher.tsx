import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '@/lib/signed-in-session';
import { FamilyIcon } from '@/components/ui/app-icons';
import { notify } from '@/lib/toast';
import { useChildSwitch } from '../hooks/use-child-switch';

/** A parent with several children: whose portal is shown, switched without signing out. */
export function ChildSwitcher() {
  const session = useSignedInSession();

  const { t } = useTranslation('shell');
  const id = useId();
  const { visible, students, current, switching, switchTo, announced } = useChildSwitch(session);
  return (
    <>
      {visible && (
        <div className="tool-select">
          <FamilyIcon className="tool-select__icon" size={18} />
          <label htmlFor={id} className="sr-only">
            {t('header.child')}
          </label>
          <select
            id={id}
            className="tool-select__control"
            value={current ?? ''}
            disabled={switching}
            aria-busy={switching}
            onChange={(event) => {
              void switchTo(Number(event.target.value)).then((done) => {
                if (!done) notify.error(t('header.childSwitchFailed'));
              });
            }}
          >
            {students.map((student) => (
              <option key={student.student_id} value={student.student_id}>
                {student.student_name}
              </option>
            ))}
          </select>
        </div>
      )}
      <span role="status" className="sr-only">
        {announced && t('header.childShown', { name: announced })}
      </span>
    </>
  );
}
