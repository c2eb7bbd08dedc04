import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  audienceKeys,
  categoryKey,
  clockTime,
  documentKind,
  eventKind,
  parseEventDate,
} from '@portal/shared/events/rules';
import type { CalendarEvent } from '@portal/shared/events/schema';
import { Dialog } from '@/components/ui/dialog';
import { longDate } from '../utils/format';
import { useEventName } from './event-chip';
import { CategoryIcon, KindIcon } from './event-icons';
import { EventTitle } from './event-title';

const DASH = '-';

/** One event with every field of spec section 2.6. */
export function EventDetailDialog({
  event,
  locale,
  onClose,
}: {
  event: CalendarEvent;
  locale: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('events');
  const name = useEventName()(event);
  const kind = eventKind(event.event_type);
  const category = categoryKey(event);
  const start = parseEventDate(event.event_start_Date);
  const end = parseEventDate(event.event_end_date);
  const startTime = clockTime(event.event_start_time);
  const endTime = clockTime(event.event_end_time);
  const documentUrl = event.document_url?.trim() ?? '';
  const document = documentKind(documentUrl);
  const audience = audienceKeys(event.userTypeList);

  const rows: Array<[string, ReactNode]> = [];
  if (start) rows.push([t('detail.startDate'), longDate(locale, start)]);
  if (end && end !== start) rows.push([t('detail.endDate'), longDate(locale, end)]);
  if (startTime) {
    rows.push([t('detail.startTime'), startTime]);
    if (endTime) rows.push([t('detail.endTime'), endTime]);
  }
  rows.push([
    t('detail.standards'),
    event.standardNamesList.length ? event.standardNamesList.join(', ') : DASH,
  ]);
  rows.push([
    t('detail.audience'),
    audience.length ? audience.map((key) => t(`audience.${key}`)).join(', ') : DASH,
  ]);
  rows.push([
    t('detail.description'),
    event.holiday_desc?.trim() ? (
      <span className="event-detail__description">{event.holiday_desc}</span>
    ) : (
      DASH
    ),
  ]);

  return (
    <Dialog title={<EventTitle title={name} />} onClose={onClose} className="event-dialog">
      <div className="event-detail__badges">
        <span className={`event-chip event-chip--${kind} event-detail__badge`}>
          <KindIcon kind={kind} size={14} />
          {t(`kind.${kind}`)}
        </span>
        {category && (
          <span className="event-detail__badge event-detail__category">
            <CategoryIcon category={category} size={14} />
            {t(`category.${category}`)}
          </span>
        )}
        {event.is_all_day_event && (
          <span className="event-detail__badge event-detail__all-day">{t('allDay')}</span>
        )}
      </div>
      <dl className="event-detail">
        {rows.map(([label, value]) => (
          <div className="event-detail__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {document === 'image' && (
        <figure className="event-detail__figure">
          <img src={documentUrl} alt={t('detail.image', { title: name })} className="event-detail__image" />
        </figure>
      )}
      {document && (
        <a
          className="button button--ghost event-detail__document"
          href={documentUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t(document === 'image' ? 'detail.openImage' : 'detail.openDocument')}
          <span className="sr-only"> {t('detail.newTab')}</span>
        </a>
      )}
    </Dialog>
  );
}
