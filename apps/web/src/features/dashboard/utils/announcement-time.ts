/** The machine-readable form (YYYY-MM-DDTHH:mm) of an announcement's 'DD-MM-YYYY' and 'hh:mm A' texts; undefined if they do not parse. */
export function announcementDateTime(date: string, time: string): string | undefined {
  const day = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date);
  if (!day) return undefined;
  const iso = `${day[3]}-${day[2]}-${day[1]}`;
  const clock = /^(\d{1,2}):(\d{2}) ([AP]M)$/i.exec(time.trim());
  if (!clock) return iso;
  const hour = (Number(clock[1]) % 12) + (clock[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return `${iso}T${String(hour).padStart(2, '0')}:${clock[2]}`;
}
