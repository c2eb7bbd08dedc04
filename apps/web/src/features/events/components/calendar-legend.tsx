import { useTranslation } from 'react-i18next';
import type { EventKind } from '@portal/shared/events/rules';
import { KindIcon } from './event-icons';

const KINDS: EventKind[] = ['holiday', 'event', 'weeklyOff'];

/** What the colours and icons of the chips mean. */
export function CalendarLegend() {
  const { t } = useTranslation('events');
  return (
    <ul className="event-legend" aria-label={t('legend')}>
      {KINDS.map((kind) => (
        <li key={kind} className={`event-chip event-chip--${kind} event-legend__item`}>
          <KindIcon kind={kind} size={14} />
          {t(`kind.${kind}`)}
        </li>
      ))}
    </ul>
  );
}
