import { useTranslation } from 'react-i18next';
import { eventKind } from '@portal/shared/events/rules';
import type { CalendarEvent } from '@portal/shared/events/schema';
import { KindIcon } from './event-icons';
import { EventTitle } from './event-title';

/** The text an event goes by: weekly offs get this language's name for them. */
export function useEventName() {
  const { t } = useTranslation('events');
  return (event: CalendarEvent) =>
    eventKind(event.event_type) === 'weeklyOff' ? t('kind.weeklyOff') : event.title_name;
}

/** One event in a day cell: its kind's colour and icon, and its (cut) title. */
export function EventChip({ event }: { event: CalendarEvent }) {
  const name = useEventName();
  const kind = eventKind(event.event_type);
  return (
    <span className={`event-chip event-chip--${kind}`}>
      <KindIcon kind={kind} size={12} />
      <EventTitle title={name(event)} className="event-chip__title" />
    </span>
  );
}
