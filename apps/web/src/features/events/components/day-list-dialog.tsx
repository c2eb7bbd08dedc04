import { useTranslation } from 'react-i18next';
import { categoryKey, clockTime, eventKind } from '@portal/shared/events/rules';
import type { CalendarEvent } from '@portal/shared/events/schema';
import { Dialog } from '@/components/ui/dialog';
import { longDate } from '../utils/format';
import { useEventName } from './event-chip';
import { KindIcon } from './event-icons';
import { EventTitle } from './event-title';

interface DayListDialogProps {
  date: string;
  locale: string;
  events: CalendarEvent[];
  onChoose: (event: CalendarEvent) => void;
  onClose: () => void;
}

/** Every event of one day; choosing one opens its details on top. */
export function DayListDialog({ date, locale, events, onChoose, onClose }: DayListDialogProps) {
  const { t } = useTranslation('events');
  const name = useEventName();
  return (
    <Dialog title={longDate(locale, date)} onClose={onClose} className="event-dialog">
      {events.length === 0 ? (
        <p className="event-day__empty">{t('dayList.empty')}</p>
      ) : (
        <ul className="event-day" aria-label={t('dayList.label', { count: events.length })}>
          {events.map((event) => {
            const kind = eventKind(event.event_type);
            const category = categoryKey(event);
            const start = clockTime(event.event_start_time);
            const end = clockTime(event.event_end_time);
            return (
              <li key={`${event.event_type}-${event.event_id}`}>
                <button
                  type="button"
                  className={`event-day__item event-chip--${kind}`}
                  onClick={() => onChoose(event)}
                >
                  <KindIcon kind={kind} size={18} />
                  <span className="event-day__text">
                    <EventTitle title={name(event)} className="event-day__title" />
                    <span className="event-day__meta">
                      {category ? t(`category.${category}`) : t(`kind.${kind}`)}
                      {' · '}
                      {event.is_all_day_event || !start ? t('allDay') : end ? `${start} – ${end}` : start}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
