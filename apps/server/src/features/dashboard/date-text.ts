/** The announcement's date and time texts (DD-MM-YYYY, hh:mm A) in the institute's time zone. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface DateText {
  /** DD-MM-YYYY */
  date: string;
  /** hh:mm A */
  time: string;
}

export function dateText(moment: Date, timeZone: string): DateText {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  // h12 counts 12, 1, ... 11; en-GB writes the day period in lower case.
  const hour = String(Number(parts.hour) % 12 || 12).padStart(2, '0');
  return {
    date: `${parts.day}-${parts.month}-${parts.year}`,
    time: `${hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`,
  };
}
