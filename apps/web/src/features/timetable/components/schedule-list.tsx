import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimetableEntry, TimetableResult } from '@portal/shared/timetable/schema';
import { dateBanner } from '../utils';
import { ClassCard } from './class-card';
import { OfflineExamCard, OnlineExamCard } from './exam-cards';
import { LiveClassCard } from './live-class-card';

export interface CardContext {
  instituteId: number;
  timeZone: string;
  school: boolean;
  openUser: boolean;
  parent: boolean;
  onAttendance?: (entry: TimetableEntry) => void;
  onRecordings: (entry: TimetableEntry) => void;
}

const KIND_CLASS: Record<TimetableEntry['class_type'], string> = {
  Class: 'class',
  'Online Class': 'live',
  'Online Exam': 'online-exam',
  'Offline Exam': 'offline-exam',
};

function ScheduleCard({ entry, context }: { entry: TimetableEntry; context: CardContext }) {
  const { t } = useTranslation('timetable');
  // School wording hides the class type of plain classes.
  const showKind = !(context.school && entry.class_type === 'Class');
  return (
    <li className={`card tt-card tt-card--${KIND_CLASS[entry.class_type]}`} data-entry={entry.entry_id}>
      {showKind && <p className="tt-card__kind">{t(`kind.${entry.class_type}`)}</p>}
      {entry.class_type === 'Class' && (
        <ClassCard
          entry={entry}
          school={context.school}
          openUser={context.openUser}
          onAttendance={context.onAttendance}
        />
      )}
      {entry.class_type === 'Online Class' && <LiveClassCard entry={entry} {...context} />}
      {entry.class_type === 'Online Exam' && <OnlineExamCard entry={entry} {...context} />}
      {entry.class_type === 'Offline Exam' && (
        <OfflineExamCard entry={entry} school={context.school} openUser={context.openUser} />
      )}
    </li>
  );
}

interface ScheduleListProps {
  list: TimetableResult['batchTimeTableList'];
  /** Only these days (a clicked day); all of the list's days otherwise. */
  days?: string[];
  locale: string;
  context: CardContext;
  /** Heading level of the date banners. */
  level?: 3 | 4;
}

/** Schedules grouped under date banners (weekday plus day-month-year), in date order. */
export function ScheduleList({ list: answer, days, locale, context, level = 3 }: ScheduleListProps) {
  const { t } = useTranslation('timetable');
  // A month holds a few hundred schedules (thousands of elements). They are drawn as a deferred
  // render, which React splits into slices the page can answer input between, instead of one
  // long task as the answer lands (Lighthouse's Total Blocking Time on /timetable, issue 15).
  const list = useDeferredValue(answer, null);
  if (list === null) return <div className="tt-list" aria-busy="true" />;
  const shown = (days ?? Object.keys(list).sort()).filter((day) => (list[day]?.length ?? 0) > 0);
  if (shown.length === 0) return <p className="tt-empty">{t('empty.month')}</p>;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="tt-list">
      {shown.map((day) => (
        <section key={day} className="tt-day" aria-labelledby={`tt-day-${day}`}>
          <Heading id={`tt-day-${day}`} className="tt-day__banner">
            {dateBanner(day, locale)}
          </Heading>
          <ul className="tt-day__cards">
            {list[day]!.map((entry) => (
              <ScheduleCard key={entry.entry_id} entry={entry} context={context} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
