import { twelveHour } from '@portal/shared/time/clock';
import { wallClock } from '@portal/shared/time/zone';

/** The announcement's date and time texts in the institute's time zone. */
export interface DateText {
  /** DD-MM-YYYY */
  date: string;
  /** hh:mm A */
  time: string;
}

export function dateText(moment: Date, timeZone: string): DateText {
  const { date, time } = wallClock(timeZone, moment);
  const [year, month, day] = date.split('-');
  return { date: `${day}-${month}-${year}`, time: twelveHour(time)! };
}
