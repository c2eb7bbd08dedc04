import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';
import { EVENT_YEAR_MAX, EVENT_YEAR_MIN } from './rules';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** 'Weekday,YYYY-MM-DD' with the English weekday, e.g. 'Monday,2026-11-23' (spec section 2.6). */
const weekdayDate = z.string().regex(/^[A-Za-z]+,\d{4}-\d{2}-\d{2}$/);
/** HH:mm, 24-hour, in the institute's time zone. */
const clock = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .nullable();

/** POST /api/v1/holiday_manager/getDetail (spec section 7). */
export const eventCalendarBodySchema = z.object({
  institution_id: z.number().int().positive(),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(EVENT_YEAR_MIN).max(EVENT_YEAR_MAX),
  /** The acting student (a parent's chosen child). */
  student_id: z.number().int().positive(),
  /** false on the My Events tab (only events for this student and user type), true on All Events. */
  is_all_event_for_student: z.boolean(),
  /** 0: every type (the only value the portal sends). */
  event_type: z.literal(0).default(0),
  /** Unused by the month view: null. */
  search_date: z.null().default(null),
  /** The month view only: false. */
  is_yearly_view: z.literal(false).default(false),
});
export type EventCalendarBody = z.input<typeof eventCalendarBodySchema>;

export const calendarEventSchema = z.object({
  /** The event's record; 0 for a weekly off (it has none). */
  event_id: z.number().int().nonnegative(),
  /** 1 holiday, 2 event, 3 weekly off. */
  event_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Category of an event (type 2 only): 1 Academic, 2 Sports, 3 Cultural, 4 Miscellaneous. */
  holiday_type: z.number().int().min(1).max(4).nullable(),
  title_name: z.string(),
  event_start_Date: weekdayDate,
  event_end_date: weekdayDate,
  /** 'YYYY-MM-DD YYYY-MM-DD': first and last day. */
  event_date_range: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{4}-\d{2}-\d{2}$/),
  is_all_day_event: z.boolean(),
  event_start_time: clock,
  event_end_time: clock,
  /** Names of the standards it is addressed to; empty: every standard. */
  standardNamesList: z.array(z.string()),
  /** Audience user types: 1 student, 3 teacher, other custom; empty: everyone. */
  userTypeList: z.array(z.number().int()),
  holiday_desc: z.string().nullable(),
  /** A document or image (public address), or null. */
  document_url: z.string().nullable(),
  /** Weekly offs (type 3): the institute's closed days, ISO 1 Monday … 7 Sunday; empty for other types. */
  dayOfWeekList: z.array(z.number().int().min(1).max(7)),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** Events by the date they start on (YYYY-MM-DD), which may lie before the month for an event that runs into it. */
export const eventCalendarSchema = z.record(isoDate, z.array(calendarEventSchema));
export type EventCalendar = z.infer<typeof eventCalendarSchema>;
export const eventCalendarResponseSchema = envelopeSchema(eventCalendarSchema);
