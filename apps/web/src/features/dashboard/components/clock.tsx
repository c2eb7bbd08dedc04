import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOCK_TICK_MS } from '@portal/shared/dashboard/rules';
import { browserTimeZone, isValidTimeZone } from '@/lib/time-zone';
import { useClock } from '@/lib/use-clock';

interface ClockProps {
  /** The institute's time zone (IANA). */
  timeZone: string;
}

interface ZonedFormats {
  time: Intl.DateTimeFormat;
  date: Intl.DateTimeFormat;
  parts: Intl.DateTimeFormat;
  /** YYYY-MM-DD of the institute's day (en-CA writes it so). */
  isoDay: Intl.DateTimeFormat;
}

function formatsFor(language: string, timeZone: string): ZonedFormats {
  const zone = isValidTimeZone(timeZone) ? timeZone : browserTimeZone();
  return {
    time: new Intl.DateTimeFormat(language, {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
    date: new Intl.DateTimeFormat(language, {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
    parts: new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
    isoDay: new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
  };
}

function handAngles(parts: Intl.DateTimeFormat, now: Date) {
  const values = Object.fromEntries(parts.formatToParts(now).map((p) => [p.type, Number(p.value)]));
  const seconds = values.second ?? 0;
  const minutes = (values.minute ?? 0) + seconds / 60;
  const hours = ((values.hour ?? 0) % 12) + minutes / 60;
  return { hour: hours * 30, minute: minutes * 6, second: seconds * 6 };
}

const TICKS = Array.from({ length: 12 }, (_, i) => i * 30);

/**
 * The greeting's clock: an analogue face and the digital time, ticking every
 * second in the institute's time zone, and the localized date. The tick state
 * lives here alone, so the rest of the home screen does not re-render with it;
 * it is not a live region (screen readers are not told every second).
 */
export const Clock = memo(function Clock({ timeZone }: ClockProps) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const formats = useMemo(() => formatsFor(language, timeZone), [language, timeZone]);
  // Every whole second (the display never skips or doubles one); drawn by the server, at its moment.
  const time = useClock({ step: CLOCK_TICK_MS });
  const now = useMemo(() => new Date(time), [time]);
  const angles = handAngles(formats.parts, now);
  const iso = now.toISOString();

  return (
    <div className="home-clock">
      <svg className="home-clock__face" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className="home-clock__dial" cx="50" cy="50" r="46" />
        {TICKS.map((angle) => (
          <line
            key={angle}
            className="home-clock__tick"
            x1="50"
            y1="8"
            x2="50"
            y2={angle % 90 === 0 ? 15 : 12}
            transform={`rotate(${angle} 50 50)`}
          />
        ))}
        <line
          className="home-clock__hand home-clock__hand--hour"
          x1="50"
          y1="50"
          x2="50"
          y2="27"
          transform={`rotate(${angles.hour} 50 50)`}
        />
        <line
          className="home-clock__hand home-clock__hand--minute"
          x1="50"
          y1="50"
          x2="50"
          y2="17"
          transform={`rotate(${angles.minute} 50 50)`}
        />
        <line
          className="home-clock__hand home-clock__hand--second"
          data-testid="clock-second-hand"
          x1="50"
          y1="58"
          x2="50"
          y2="13"
          transform={`rotate(${angles.second} 50 50)`}
        />
        <circle className="home-clock__pin" cx="50" cy="50" r="2.5" />
      </svg>
      <div className="home-clock__text">
        <p className="home-clock__time">
          <span className="sr-only">{t('clock.time')} </span>
          <time dateTime={iso} data-testid="clock-time">
            {formats.time.format(now)}
          </time>
        </p>
        <p className="home-clock__date">
          <time dateTime={formats.isoDay.format(now)}>{formats.date.format(now)}</time>
        </p>
      </div>
    </div>
  );
});
