/**
 * Wall-clock dates and times ('YYYY-MM-DD', 'HH:mm', 24 h) in an IANA time zone
 * and the instants they name, with Intl only (no date library), for both sides.
 */

/** Building a formatter costs far more than using one: feeds and seeds convert hundreds of times. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(timeZone: string, instant: number) {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  // Some engines write midnight as 24 with h23.
  const hour = String(Number(get('hour')) % 24).padStart(2, '0');
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour,
    minute: get('minute'),
    second: get('second'),
  };
}

/** Milliseconds the zone's clock is ahead of UTC at an instant. */
export function zoneOffset(instant: number, timeZone: string): number {
  const p = partsOf(timeZone, instant);
  const shown = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return shown - Math.floor(instant / 1000) * 1000;
}

/** The date and HH:mm the zone's clock shows at an instant. */
export function wallClock(timeZone: string, at: Date | number): { date: string; time: string } {
  const p = partsOf(timeZone, typeof at === 'number' ? at : at.getTime());
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

const TIME = /^(\d{1,2}):(\d{2})/;

/**
 * The instant (ms since the epoch) at which the zone's clock shows `date` `time`
 * ('HH:mm' or 'HH:mm:ss'); NaN when either is unreadable.
 */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const match = TIME.exec(time.trim());
  if (!match || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return Number.NaN;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, Number(match[1]), Number(match[2]));
  const first = guess - zoneOffset(guess, timeZone);
  // Near a daylight-saving change the offset at the first guess may differ: one more pass settles it.
  return guess - zoneOffset(first, timeZone);
}
