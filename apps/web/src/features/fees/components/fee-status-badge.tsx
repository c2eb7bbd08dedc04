import { useTranslation } from 'react-i18next';
import type { InstallmentStatus } from '@portal/shared/fees/rules';

/** An installment's status: a colour and always its name (never colour alone). */
export function FeeStatusBadge({ status }: { status: InstallmentStatus }) {
  const { t } = useTranslation('fees');
  return <span className={`badge fee-status fee-status--${status}`}>{t(`status.${status}`)}</span>;
}
