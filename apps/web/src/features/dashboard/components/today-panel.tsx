import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@portal/shared/fees/rules';
import { twelveHour } from '@portal/shared/time/clock';
import { isNothingToday } from '@portal/shared/today/rules';
import type { TodayResult } from '@portal/shared/today/schema';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatTime } from '@/lib/dates';
import { useDrawnLater } from '@/lib/drawn-later';
import { useJoinLiveClass } from '@/lib/live/start-session';
import { heldOffline } from '@/lib/offline-guard';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useToday } from '../api/get-today';

const clock = (time: string | null) => (time ? (twelveHour(time) ?? time) : '');

/**
 * The home screen's Today panel (issue 15): the day's classes and live classes (Join only when
 * the server says the class is open), online tests open now, homework due within 2 days, fees
 * due within 7 days and the school's events, each row a link to its screen; 'Nothing due today'
 * when the day is empty. A parent sees the chosen child's day.
 */
export function TodayPanel() {
  const session = useSignedInSession();
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const query = useToday(session);
  const { value: data, waiting } = useDrawnLater(query.data);

  let body: ReactNode;
  if (heldOffline(query)) {
    // Not kept offline: the day's Join buttons and open tests are only true as the server says now.
    body = (
      <div className="card empty-state home-empty" role="status">
        <p className="empty-state__title">{t('today.offline')}</p>
      </div>
    );
  } else if (query.isPending || waiting) {
    body = (
      <div className="card home-loading" role="status">
        <Spinner size={24} />
        <span>{t('today.loading')}</span>
      </div>
    );
  } else if (!data || isNothingToday(data)) {
    // A failed load is quiet like the announcements' (a 403 has logged out already).
    body = (
      <div className="card empty-state home-empty">
        <div className="empty-state__art" aria-hidden="true" />
        <p className="empty-state__title">{t('today.nothing')}</p>
        <p className="empty-state__text">{t('today.nothingText')}</p>
      </div>
    );
  } else {
    body = <TodayGroups data={data} />;
  }

  return (
    <section className="home-today" aria-labelledby={headingId}>
      <div className="home-announcements__header">
        <h2 id={headingId} className="home-announcements__title">
          {t('today.title')}
        </h2>
        {data && <p className="home-today__date">{formatDate(data.date)}</p>}
      </div>
      {body}
    </section>
  );
}

function TodayGroups({ data }: { data: TodayResult }) {
  const session = useSignedInSession();

  const { t } = useTranslation('dashboard');
  const context = session.is_institute_type_school ? 'school' : undefined;
  const { join, pending } = useJoinLiveClass(t('today.cannotStart'));
  return (
    <div className="card home-today__groups">
      <Group kind="classes" title={t('today.groups.classes')}>
        {data.classes.map((row) => (
          <Row key={row.entry_id} to={row.link}>
            <span className="home-today__name">{row.subject_name ?? t('today.classFallback')}</span>{' '}
            <span className="home-today__meta">
              {t('today.timeRange', { start: clock(row.start_time), end: clock(row.end_time) })}
              {row.teacher_name ? ` · ${row.teacher_name}` : ''}
            </span>
          </Row>
        ))}
      </Group>
      <Group kind="live" title={t('today.groups.live')}>
        {data.live_classes.map((row) => (
          <Row
            key={row.session_id}
            to={row.link}
            action={
              row.join_open ? (
                <button
                  type="button"
                  className="button button--primary home-today__join"
                  disabled={pending}
                  aria-label={t('today.joinLabel', { name: row.session_name })}
                  onClick={() =>
                    join({
                      instituteId: session.institute_id,
                      sessionId: row.session_id,
                      meetingWith: row.live_meeting_with,
                    })
                  }
                >
                  {t('today.join')}
                </button>
              ) : null
            }
          >
            <span className="home-today__name">{row.session_name}</span>{' '}
            <span className="home-today__meta">
              {t('today.timeRange', {
                start: formatTime(row.start_datetime),
                end: formatTime(row.end_datetime),
              })}
              {' · '}
              {t(`today.live.${row.state}`)}
            </span>
          </Row>
        ))}
      </Group>
      <Group kind="tests" title={t('today.groups.tests')}>
        {data.tests.map((row) => (
          <Row key={row.test_id} to={row.link}>
            <span className="home-today__name">{row.test_name}</span>{' '}
            <span className="home-today__meta">
              {row.label_name}
              {' · '}
              {t(`today.test.${row.status}`)}
              {' · '}
              {t('today.closesAt', { time: formatTime(row.end_timestamp * 1000) })}
            </span>
          </Row>
        ))}
      </Group>
      <Group kind="homework" title={t('today.groups.homework', { context })}>
        {data.homework.map((row) => (
          <Row key={row.file_id} to={row.link}>
            <span className="home-today__name">{row.title}</span>{' '}
            <span className="home-today__meta">
              {row.subject_name}
              {' · '}
              {dueText(t, row.days_left)}
              {row.student_status === 'Draft' ? ` · ${t('today.draft')}` : ''}
            </span>
          </Row>
        ))}
      </Group>
      <Group kind="fees" title={t('today.groups.fees')}>
        {data.fees.map((row) => (
          <Row key={row.install_no} to={row.link}>
            <span className="home-today__name">{t('today.installment', { no: row.install_no })}</span>{' '}
            <span className="home-today__meta">
              {formatRupees(row.d_amount + row.balance_fine)}
              {' · '}
              {dueText(t, row.days_left)} ({formatDate(row.d_date)})
            </span>
          </Row>
        ))}
      </Group>
      <Group kind="events" title={t('today.groups.events')}>
        {data.events.map((row) => (
          <Row key={row.event_id} to={row.link}>
            <span className="home-today__name">{row.title_name}</span>{' '}
            <span className="home-today__meta">
              {row.event_type === 1 ? `${t('today.holiday')} · ` : ''}
              {row.is_all_day_event || !row.event_start_time
                ? t('today.allDay')
                : t('today.timeRange', {
                    start: clock(row.event_start_time),
                    end: clock(row.event_end_time),
                  })}
            </span>
          </Row>
        ))}
      </Group>
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'dashboard'>>['t'];

function dueText(t: T, days: number): string {
  if (days === 0) return t('today.dueToday');
  if (days === 1) return t('today.dueTomorrow');
  return t('today.dueInDays', { count: days });
}

function Group({ kind, title, children }: { kind: string; title: string; children: ReactNode[] }) {
  const id = useId();
  if (children.length === 0) return null;
  return (
    <div className={`home-today__group home-today__group--${kind}`}>
      <h3 id={id} className="home-today__heading">
        {title}
      </h3>
      <ul className="home-today__list" aria-labelledby={id}>
        {children}
      </ul>
    </div>
  );
}

function Row({ to, action, children }: { to: string; action?: ReactNode; children: ReactNode }) {
  return (
    <li className="home-today__row">
      <Link className="home-today__link" to={to}>
        {children}
      </Link>
      {action}
    </li>
  );
}
