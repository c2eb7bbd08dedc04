import {
  addDays,
  daysInMonth,
  isoDay,
  isoWeekday,
  lastDay,
  monthOf,
  shiftMonth,
  type MonthRef,
} from '@portal/shared/events/rules';
import { academicYearAround, todayIn } from '../../lib/dates';
import type { Db } from '../client';
import { eventCourses, events, eventUserTypes, weeklyOffs } from '../schema';
import type { SeededBatches } from './batches';
import { DEMO_INSTITUTES, GREENFIELD, LUMIERE, VIDYA } from './institutes';

const HOLIDAY = 1;
const EVENT = 2;
const ACADEMIC = 1;
const SPORTS = 2;
const CULTURAL = 3;
const MISC = 4;
const STUDENTS = 1;
const TEACHERS = 3;

interface DemoEvent {
  type: typeof HOLIDAY | typeof EVENT;
  category?: number;
  title: string;
  start: string;
  end?: string;
  /** HH:MM; an event with times is not all-day. */
  times?: [string, string];
  description?: string;
  document?: string;
  /** Standard names (the institute's courses). */
  standards?: string[];
  userTypes?: number[];
}

/** Dates of one institute's current academic year, relative to today. */
class Calendar {
  readonly startYear: number;
  readonly startMonth: number;
  /** The month of today. */
  readonly current: MonthRef;
  /** The next month when it is still in the academic year, else the previous one. */
  readonly other: MonthRef;

  constructor(today: string, startMonth: number) {
    const year = academicYearAround(today, startMonth);
    this.startMonth = startMonth;
    this.startYear = Number(year.startDate.slice(0, 4));
    this.current = monthOf(today);
    const next = shiftMonth(this.current, 1);
    this.other = isoDay(next.year, next.month, 1) <= year.endDate ? next : shiftMonth(this.current, -1);
  }

  /** Day `day` of a month (clamped to its length). */
  day(ref: MonthRef, day: number): string {
    return isoDay(ref.year, ref.month, Math.min(day, daysInMonth(ref)));
  }

  /** A fixed date (a national holiday) inside the academic year. */
  fixed(month: number, day: number): string {
    return isoDay(month >= this.startMonth ? this.startYear : this.startYear + 1, month, day);
  }

  /** The first day on or after `date` that is one of the ISO weekdays given. */
  onOrAfter(date: string, weekdays: number[]): string {
    let day = date;
    while (!weekdays.includes(isoWeekday(day))) day = addDays(day, 1);
    return day;
  }
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const SATURDAY = [6];

function calendarOf(instituteId: number, now: Date): Calendar {
  const institute = DEMO_INSTITUTES.find((i) => i.id === instituteId)!;
  return new Calendar(todayIn(institute.timeZone, now), institute.yearStartMonth);
}

const GREENFIELD_FILES = '/files/institutes/greenfield/events';

function greenfieldEvents(c: Calendar): DemoEvent[] {
  const m = c.current;
  // A weekday between the 9th and the 13th with four events ('+2 more'; three of them for Aarav).
  const busy = c.onOrAfter(c.day(m, 9), WEEKDAYS);
  // Saturday to Monday: across a week boundary of the Monday-first grid.
  const meet = c.onOrAfter(c.day(m, 14), SATURDAY);
  return [
    { type: HOLIDAY, title: 'Independence Day', start: c.fixed(8, 15) },
    { type: HOLIDAY, title: 'Gandhi Jayanti', start: c.fixed(10, 2) },
    {
      type: HOLIDAY,
      title: 'Diwali Holidays',
      start: c.fixed(10, 19),
      end: c.fixed(10, 22),
      description:
        'School remains closed for the festival of lights. Wishing everyone a safe and happy Diwali.',
    },
    { type: HOLIDAY, title: 'Christmas Day', start: c.fixed(12, 25) },
    { type: HOLIDAY, title: 'Republic Day', start: c.fixed(1, 26), description: 'Flag hoisting at 8:00 AM.' },
    { type: HOLIDAY, title: 'Holi', start: c.fixed(3, 4) },
    {
      type: HOLIDAY,
      title: 'School Foundation Day',
      start: c.day(m, 3),
      description: 'The school celebrates its foundation day. No classes.',
    },
    {
      type: EVENT,
      category: ACADEMIC,
      title: 'Class 10 Board Exam Orientation',
      start: c.day(m, 5),
      times: ['11:00', '12:30'],
      description: 'Exam pattern, timetable and admit cards for the board examinations.',
      standards: ['Class 10'],
      userTypes: [STUDENTS],
    },
    {
      type: EVENT,
      category: CULTURAL,
      title: 'Art and Craft Exhibition',
      start: c.day(m, 7),
      description: 'Paintings, clay models and paper craft by students of all classes in the school hall.',
      document: `${GREENFIELD_FILES}/art-exhibition.svg`,
    },
    {
      type: EVENT,
      category: ACADEMIC,
      title: 'Parent-Teacher Meeting',
      start: busy,
      times: ['10:00', '13:00'],
      description: 'Meet the class teacher to discuss progress in the mid-term assessments.',
    },
    {
      type: EVENT,
      category: ACADEMIC,
      title: 'Class 8 Mathematics Olympiad',
      start: busy,
      description: 'School round of the mathematics olympiad for Class 8, in the exam hall.',
      standards: ['Class 8'],
      userTypes: [STUDENTS],
    },
    { type: EVENT, category: MISC, title: 'Inter-house Quiz Final', start: busy, times: ['14:00', '15:30'] },
    {
      type: EVENT,
      category: ACADEMIC,
      title: 'Staff Development Workshop',
      start: busy,
      times: ['15:30', '17:30'],
      description: 'Workshop for teachers on formative assessment.',
      userTypes: [TEACHERS],
    },
    {
      type: EVENT,
      category: SPORTS,
      title: 'Annual Sports Meet',
      start: meet,
      end: addDays(meet, 2),
      description: 'Track and field events, relay races and the march past. Sports uniform is required.',
    },
    {
      type: EVENT,
      category: CULTURAL,
      title: 'Cultural Day',
      start: c.day(m, 25),
      description: 'Dance, music and drama performances by every house. The programme is attached.',
      document: `${GREENFIELD_FILES}/cultural-day-programme.pdf`,
    },
    {
      type: EVENT,
      category: ACADEMIC,
      title: 'Annual Inter-School Science and Mathematics Exhibition',
      start: addDays(lastDay(m), -1),
      end: addDays(lastDay(m), 2),
      description: 'Working models and projects from twelve schools of the city.',
    },
    {
      type: EVENT,
      category: ACADEMIC,
      title: 'Class 8 Science Centre Field Trip',
      start: c.day(c.other, 5),
      times: ['09:00', '15:30'],
      standards: ['Class 8'],
    },
    { type: EVENT, category: SPORTS, title: 'Inter-house Football Final', start: c.day(c.other, 12) },
    { type: HOLIDAY, title: 'Mid-term Break', start: c.day(c.other, 22), end: c.day(c.other, 26) },
  ];
}

function lumiereEvents(c: Calendar): DemoEvent[] {
  const m = c.current;
  return [
    { type: HOLIDAY, title: 'Armistice 1918', start: c.fixed(11, 11) },
    {
      type: HOLIDAY,
      title: 'Vacances de Noël',
      start: c.fixed(12, 19),
      end: c.fixed(12, 31),
      description: "L'école est fermée pendant les vacances. Joyeuses fêtes à tous !",
    },
    { type: HOLIDAY, title: 'Jour de l’An', start: c.fixed(1, 1) },
    { type: EVENT, category: CULTURAL, title: 'Fête de la musique', start: c.fixed(6, 21) },
    {
      type: EVENT,
      category: ACADEMIC,
      title: 'Réunion parents-professeurs',
      start: c.onOrAfter(c.day(m, 9), WEEKDAYS),
      times: ['17:00', '19:00'],
      description: 'Rencontre avec les enseignants pour faire le point sur le premier trimestre.',
    },
    {
      type: EVENT,
      category: CULTURAL,
      title: "Sortie au musée d'Orsay",
      start: c.onOrAfter(c.day(m, 16), WEEKDAYS),
      description: 'Visite guidée pour les élèves de CM2. Prévoir un pique-nique.',
      standards: ['CM2'],
    },
    {
      type: EVENT,
      category: SPORTS,
      title: 'Journée sportive inter-écoles',
      start: c.onOrAfter(c.day(m, 19), WEEKDAYS),
      description: 'Athlétisme et jeux collectifs au stade municipal.',
    },
    {
      type: EVENT,
      category: MISC,
      title: 'Conseil des maîtres',
      start: c.onOrAfter(c.day(m, 24), WEEKDAYS),
      times: ['16:30', '18:00'],
      userTypes: [TEACHERS],
    },
    {
      type: EVENT,
      category: CULTURAL,
      title: 'Spectacle de fin de trimestre',
      start: c.day(c.other, 15),
      description: 'Chants et saynètes préparés par toutes les classes.',
    },
  ];
}

function vidyaEvents(c: Calendar): DemoEvent[] {
  const m = c.current;
  return [
    { type: HOLIDAY, title: 'स्वतंत्रता दिवस', start: c.fixed(8, 15) },
    { type: HOLIDAY, title: 'गांधी जयंती', start: c.fixed(10, 2) },
    {
      type: HOLIDAY,
      title: 'दीपावली अवकाश',
      start: c.fixed(10, 19),
      end: c.fixed(10, 22),
      description: 'दीपावली के अवसर पर विद्यालय बंद रहेगा। सभी को शुभकामनाएँ।',
    },
    { type: HOLIDAY, title: 'गणतंत्र दिवस', start: c.fixed(1, 26), description: 'ध्वजारोहण प्रातः 8 बजे।' },
    {
      type: EVENT,
      category: ACADEMIC,
      title: 'अभिभावक-शिक्षक बैठक',
      start: c.onOrAfter(c.day(m, 9), WEEKDAYS),
      times: ['10:00', '12:00'],
      description: 'अर्धवार्षिक परीक्षा के परिणामों पर कक्षा अध्यापक से चर्चा।',
    },
    {
      type: EVENT,
      category: SPORTS,
      title: 'वार्षिक खेल दिवस',
      start: c.onOrAfter(c.day(m, 16), WEEKDAYS),
      description: 'दौड़, कबड्डी और खो-खो प्रतियोगिताएँ।',
    },
    {
      type: EVENT,
      category: ACADEMIC,
      title: 'विज्ञान प्रदर्शनी',
      start: c.onOrAfter(c.day(m, 20), WEEKDAYS),
      description: 'कक्षा VI के विद्यार्थियों के विज्ञान मॉडल।',
      standards: ['VI'],
    },
    {
      type: EVENT,
      category: MISC,
      title: 'शिक्षक प्रशिक्षण कार्यशाला',
      start: c.onOrAfter(c.day(m, 24), WEEKDAYS),
      userTypes: [TEACHERS],
    },
    { type: HOLIDAY, title: 'मध्यावधि अवकाश', start: c.day(c.other, 22), end: c.day(c.other, 24) },
  ];
}

async function insertEvents(db: Db, instituteId: number, list: DemoEvent[], batches: SeededBatches) {
  for (const event of list) {
    const [{ id }] = (await db
      .insert(events)
      .values({
        instituteId,
        eventType: event.type,
        holidayType: event.type === EVENT ? (event.category ?? MISC) : null,
        title: event.title,
        startDate: event.start,
        endDate: event.end ?? event.start,
        isAllDay: !event.times,
        startTime: event.times?.[0] ?? null,
        endTime: event.times?.[1] ?? null,
        description: event.description ?? null,
        documentUrl: event.document ?? null,
      })
      .returning({ id: events.id })) as [{ id: number }];
    if (event.standards?.length) {
      await db
        .insert(eventCourses)
        .values(
          event.standards.map((name) => ({ eventId: id, courseId: batches.courseId(instituteId, name) })),
        );
    }
    if (event.userTypes?.length) {
      await db.insert(eventUserTypes).values(event.userTypes.map((userType) => ({ eventId: id, userType })));
    }
  }
}

/** Whether an event is one of Aarav's (Class 8, a student) and covers `day`. */
const aaravsOn = (event: DemoEvent, day: string) =>
  (!event.standards?.length || event.standards.includes('Class 8')) &&
  (!event.userTypes?.length || event.userTypes.includes(STUDENTS)) &&
  event.start <= day &&
  day <= (event.end ?? event.start);

/**
 * The home screen's Today panel (issue 15) shows Aarav's events of today: when none of the
 * month's falls on today, a short one is added (only then, so the days the calendar tests
 * count keep their events).
 */
export function withTodaysEvent(list: DemoEvent[], today: string): DemoEvent[] {
  if (list.some((event) => aaravsOn(event, today))) return list;
  return [
    ...list,
    {
      type: EVENT,
      category: ACADEMIC,
      title: 'Class 8 Reading Hour',
      start: today,
      times: ['14:00', '15:00'],
      description: 'Bring a story book from the library; each student reads a page aloud.',
      standards: ['Class 8'],
      userTypes: [STUDENTS],
    },
  ];
}

/** Holidays, events and weekly offs of the school institutes across the current academic year. */
export async function seedEvents(db: Db, now: Date, batches: SeededBatches): Promise<void> {
  const zone = DEMO_INSTITUTES.find((i) => i.id === GREENFIELD)!.timeZone;
  const greenfield = withTodaysEvent(greenfieldEvents(calendarOf(GREENFIELD, now)), todayIn(zone, now));
  await insertEvents(db, GREENFIELD, greenfield, batches);
  await insertEvents(db, LUMIERE, lumiereEvents(calendarOf(LUMIERE, now)), batches);
  await insertEvents(db, VIDYA, vidyaEvents(calendarOf(VIDYA, now)), batches);
  await db.insert(weeklyOffs).values([
    { instituteId: GREENFIELD, dayOfWeek: 7 },
    { instituteId: LUMIERE, dayOfWeek: 6 },
    { instituteId: LUMIERE, dayOfWeek: 7 },
    { instituteId: VIDYA, dayOfWeek: 7 },
  ]);
}
