import { useTranslation } from 'react-i18next';
import { LOGIN_MESSAGES } from '@portal/shared/auth/rules';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { useSignIn } from '../hooks/use-sign-in';
import { SelectProfileDialog } from './select-profile-dialog';
import { SelectStudentDialog } from './select-student-dialog';
import { SelectYearDialog } from './select-year-dialog';

/** The pop-up a sign-in is waiting on (sign-in page and single sign-on alike); a lazy chunk. */
export default function SignInDialogs({ signIn }: { signIn: ReturnType<typeof useSignIn> }) {
  const { t } = useTranslation('auth');
  const { step } = signIn;
  switch (step.kind) {
    case 'selectProfile':
      return <SelectProfileDialog roles={step.roles} onPick={signIn.pickProfile} onClose={signIn.cancel} />;
    case 'confirmOtherDevice':
      return (
        <ConfirmDialog
          title={t('confirmOtherDevice.title')}
          text={t('messages.confirmOtherDevice', { defaultValue: LOGIN_MESSAGES.confirmOtherDevice })}
          onConfirm={signIn.confirmOtherDevice}
          onCancel={signIn.cancel}
        />
      );
    case 'selectStudent':
      return (
        <SelectStudentDialog
          students={step.students}
          onPick={(student) => signIn.pickStudent(step.account, student)}
          onClose={signIn.cancel}
        />
      );
    case 'selectYear':
      return (
        <SelectYearDialog
          years={step.years}
          onPick={(year) => signIn.pickYear(step.session, year)}
          onClose={signIn.cancel}
        />
      );
    default:
      return null;
  }
}
