/** Wall-clock dates and times ('YYYY-MM-DD', 'HH:mm') in an institute's time zone and the instants they name. */

/** Building a formatter costs far more than using one: a feed converts hundreds of times. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function wallClock(timeZone: string, at: Date): { date: string; time: string } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

const asUtc = (date: string, time: string) => Date.parse(`${date}T${time.slice(0, 5)}:00Z`);

/** The instant at which the zone's clock shows `date` `time` (the later one in a DST overlap is fine here). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const target = asUtc(date, time);
  const offsetAt = (instant: number) => {
    const shown = wallClock(timeZone, new Date(instant));
    return asUtc(shown.date, shown.time) - Math.floor(instant / 60_000) * 60_000;
  };
  let instant = target - offsetAt(target);
  instant = target - offsetAt(instant);
  return new Date(instant);
}
