import { useTranslation } from 'react-i18next';
import { ClockIcon } from '@/components/ui/app-icons';
import { clockText } from '../utils/paper';

/** hh:mm:ss left; the 5- and 1-minute warnings are announced once each. */
export function Countdown({ remaining, warning }: { remaining: number; warning: 5 | 1 | null }) {
  const { t } = useTranslation('test-panel');
  const low = remaining <= 300_000;
  return (
    <div className={low ? 'tp-timer tp-timer--low' : 'tp-timer'}>
      <ClockIcon />
      <span className="tp-timer__label">{t('timeLeft')}</span>
      <span role="timer" className="tp-timer__value">
        {clockText(remaining)}
      </span>
      <span className="sr-only" aria-live="assertive">
        {warning ? t('warning', { count: warning }) : ''}
      </span>
    </div>
  );
}
