import { z } from 'zod';

/**
 * GET /api/v1/portal/today/{student_id} (issue 15, our own call): the home screen's Today panel
 * for a student or a parent's chosen child, built on the server from the same services the
 * screens use. Dates and times are the institute's wall clock; every row carries the portal
 * route that shows it (`link`).
 */

const id = z.number().int().positive();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clock = z.string().regex(/^\d{2}:\d{2}$/);
/** A portal route (path and, where the screen reads one, a query), e.g. '/assignment/12'. */
const link = z.string().startsWith('/');

export const todayParamsSchema = z.object({
  student_id: z.coerce.number().int().positive(),
});

/** A class in a room today (the timetable's 'Class' entries). */
export const todayClassSchema = z.object({
  entry_id: id,
  subject_name: z.string().nullable(),
  topics_covered: z.string().nullable(),
  teacher_name: z.string().nullable(),
  start_time: clock,
  end_time: clock,
  link,
});
export type TodayClass = z.infer<typeof todayClassSchema>;

/** A live online class starting today (the Live Classes list). */
export const todayLiveClassSchema = z.object({
  session_id: id,
  session_name: z.string(),
  teachersName: z.string().nullable(),
  /** ISO 8601 instants. */
  start_datetime: z.string(),
  end_datetime: z.string(),
  /** 'Zoom', 'Webex' or 'other' (the session-start call's query flag). */
  live_meeting_with: z.string(),
  /** The server's decision of the session-start call now: true only while the caller may join. */
  join_open: z.boolean(),
  /** Before its start, live (start <= now < end) or over: the Live Classes screen's states. */
  state: z.enum(['notStarted', 'live', 'ended']),
  link,
});
export type TodayLiveClass = z.infer<typeof todayLiveClassSchema>;

/** An online test of My Exam that can be started (or resumed) now. */
export const todayTestSchema = z.object({
  test_id: id,
  test_name: z.string(),
  test_type_id: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  /** The My Exam test-type label it is listed under. */
  label_id: id,
  label_name: z.string(),
  /** Seconds since the epoch, as on My Exam's cards. */
  end_timestamp: z.number().int(),
  /** My Exam's card status (packages/shared/src/exams/rules.ts). */
  status: z.enum(['ongoing', 'resume', 'practice']),
  link,
});
export type TodayTest = z.infer<typeof todayTestSchema>;

/** Homework (an assignment) not submitted yet and due within 2 days. */
export const todayHomeworkSchema = z.object({
  file_id: id,
  title: z.string(),
  subject_name: z.string(),
  /** ISO 8601 instant. */
  end_date: z.string(),
  /** Calendar days left in the institute's zone (0: due today). */
  days_left: z.number().int().min(0),
  student_status: z.enum(['Pending', 'Draft']),
  link,
});
export type TodayHomework = z.infer<typeof todayHomeworkSchema>;

/** A fee installment still owed whose due date is within the next 7 days. */
export const todayFeeSchema = z.object({
  install_no: z.number().int(),
  d_date: isoDay,
  /** Rupees still owed: the balance plus the fine still owed (as the Due Details row shows them). */
  d_amount: z.number(),
  balance_fine: z.number(),
  /** Days until the due date (0: due today). */
  days_left: z.number().int().min(0),
  link,
});
export type TodayFee = z.infer<typeof todayFeeSchema>;

/** A holiday or event of the school's calendar (My Events) that covers today. */
export const todayEventSchema = z.object({
  event_id: id,
  /** 1 holiday, 2 event. */
  event_type: z.union([z.literal(1), z.literal(2)]),
  title_name: z.string(),
  is_all_day_event: z.boolean(),
  event_start_time: clock.nullable(),
  event_end_time: clock.nullable(),
  link,
});
export type TodayEvent = z.infer<typeof todayEventSchema>;

export const todayResultSchema = z.object({
  /** Today in the institute's time zone, 'YYYY-MM-DD'. */
  date: isoDay,
  time_zone: z.string(),
  classes: z.array(todayClassSchema),
  live_classes: z.array(todayLiveClassSchema),
  tests: z.array(todayTestSchema),
  homework: z.array(todayHomeworkSchema),
  /** Empty when the student has no fees in the token's academic year. */
  fees: z.array(todayFeeSchema),
  /** Whether the student has fee installments in that year at all. */
  has_fees: z.boolean(),
  /** Schools only (the event calendar); empty for coaching institutes. */
  events: z.array(todayEventSchema),
});
export type TodayResult = z.infer<typeof todayResultSchema>;

/** The answer carries the server's time, like the timetable and live-class calls. */
export const todayResponseSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  result: todayResultSchema,
  /** ISO 8601 instant. */
  time: z.string(),
});
