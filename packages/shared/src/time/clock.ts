/** 'HH:mm' (24 h, seconds ignored) as 'hh:mm AM/PM' (spec: times hh:mm A); null when unreadable. */
export function twelveHour(time: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec((time ?? '').trim());
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour > 23 || Number(match[2]) > 59) return null;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}
