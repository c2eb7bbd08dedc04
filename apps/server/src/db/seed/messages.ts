import { addDays, todayIn } from '../../lib/dates';
import type { Db } from '../client';
import { alertMessages } from '../schema';
import { APEX, DEMO_INSTITUTES, GREENFIELD, LERNWERK, VIDYA } from './institutes';
import { zonedInstant } from '@portal/shared/time/zone';

/**
 * When a demo message was sent, in the institute's own clock: `daysAgo` and a
 * wall time, or (today) a number of minutes before `now`, so "today" never
 * lies in the future.
 */
type SentAt = { daysAgo: number; at: `${number}:${number}` } | { minutesAgo: number };

interface DemoMessage {
  phone: string;
  sent: SentAt;
  /** The text; `day(n)` formats today + n days as DD-MM-YYYY. */
  text: (day: (offset: number) => string) => string;
}

const ago = (daysAgo: number, at: `${number}:${number}`): SentAt => ({ daysAgo, at });
const minutesAgo = (minutes: number): SentAt => ({ minutesAgo: minutes });

const AARAV = '9000000001';
const MEERA = '9000000002';
const ROHAN = '9000000003';
const PRIYA = '9000000005';
/** Riya's number to be: people.ts does not give it to her yet (single sign-on tests expect her without one). */
const RIYA = '9000000021';
const ANANYA = '9000000011';
const JONAS = '15112345678';

const GREENFIELD_MESSAGES: DemoMessage[] = [
  {
    phone: AARAV,
    sent: minutesAgo(25),
    text: () =>
      'Dear Aarav, you were marked present today. Arrival time 07:52 AM.\n- Greenfield Public School',
  },
  {
    phone: AARAV,
    sent: minutesAgo(140),
    text: (day) =>
      `Reminder: Science project models for Class 8-A are due on ${day(1)}. Bring your worksheet to the lab.`,
  },
  {
    phone: AARAV,
    sent: ago(1, '16:30'),
    text: (day) =>
      `Fee reminder: the Term 2 tuition fee of Rs 18,500 is due on ${day(7)}. Pay at the school office or on the portal.`,
  },
  {
    phone: AARAV,
    sent: ago(2, '09:10'),
    text: (day) =>
      `PTM: the Parent-Teacher Meeting for Class 8 is on ${day(5)} from 09:00 AM to 12:30 PM. Please come with your school diary.`,
  },
  {
    phone: AARAV,
    sent: ago(2, '18:05'),
    text: () => 'Well done! Your attendance last week was 100%.',
  },
  {
    phone: AARAV,
    sent: ago(4, '08:00'),
    text: (day) =>
      `Sports notice: the district sports meet is on ${day(3)}. Team members report at 07:30 AM in sports uniform; classes run as usual.`,
  },
  {
    phone: AARAV,
    sent: ago(6, '17:45'),
    text: (day) =>
      `Exam schedule: the half-yearly exams for Class 8 begin on ${day(14)}.\nThe full timetable is on the notice board and the portal.`,
  },
  {
    phone: AARAV,
    sent: ago(8, '07:30'),
    text: () =>
      'Transport: bus route 4 runs about 15 minutes late today because of road work near Sector 12.',
  },
  {
    phone: AARAV,
    sent: ago(8, '13:20'),
    text: (day) => `Library: "The Jungle Book" is due back on ${day(-1)}. Please return or renew it.`,
  },
  {
    phone: AARAV,
    sent: ago(11, '10:00'),
    text: () =>
      'Dear Aarav, you were marked absent in periods 1-3 today. If this is wrong, please tell your class teacher.',
  },
  {
    phone: AARAV,
    sent: ago(14, '15:00'),
    text: () => 'Unit test results in Mathematics are published on the portal. You scored 42 out of 50.',
  },
  {
    phone: AARAV,
    sent: ago(19, '11:30'),
    text: (day) =>
      `Annual Day rehearsals start on ${day(-16)} after school. Participants stay until 04:30 PM.`,
  },
  {
    phone: MEERA,
    sent: minutesAgo(200),
    text: () => 'Dear Parent, Diya Sharma (Class 5-B) was marked present today.',
  },
  {
    phone: MEERA,
    sent: ago(1, '16:32'),
    text: (day) =>
      `Dear Parent, the Term 2 fee for Aarav Sharma (Class 8-A) is due on ${day(7)}. Ignore this if already paid.`,
  },
  {
    phone: MEERA,
    sent: ago(3, '12:00'),
    text: (day) => `PTM on ${day(5)}, 09:00 AM - 12:30 PM: please meet the class teachers of Aarav and Diya.`,
  },
  {
    phone: MEERA,
    sent: ago(10, '19:15'),
    text: () => 'Fee received: Rs 4,200 for transport (receipt GPS/2026/0815). Thank you.',
  },
  {
    phone: ROHAN,
    sent: ago(2, '09:12'),
    text: (day) => `Dear Parent, the Parent-Teacher Meeting for Class 6 is on ${day(5)} at 10:00 AM.`,
  },
  {
    phone: ROHAN,
    sent: ago(5, '14:40'),
    text: () => 'Dear Parent, Kabir Verma (Class 6-A) left school early today at 11:15 AM with a guardian.',
  },
  {
    phone: PRIYA,
    sent: ago(1, '08:20'),
    text: () => 'Dear Parent, Ishaan and Anaya Nair were marked present today.',
  },
];

const APEX_MESSAGES: DemoMessage[] = [
  {
    phone: RIYA,
    sent: minutesAgo(55),
    text: () =>
      'Doubt-clearing session for JEE Advanced 2027 today at 6:00 PM in Room 3. Bring your Physics notes.',
  },
  {
    phone: RIYA,
    sent: ago(1, '20:00'),
    text: (day) =>
      `Mock test 7 (full syllabus) opens on the portal on ${day(2)} at 09:00 AM. Duration 3 hours.`,
  },
  {
    phone: RIYA,
    sent: ago(5, '11:45'),
    text: () => 'Morning Batch A: classes move to 7:00 AM from Monday. Please be on time.',
  },
  {
    phone: RIYA,
    sent: ago(12, '17:10'),
    text: (day) =>
      `Second instalment of the course fee is due on ${day(10)}. Contact the front desk for help.`,
  },
];

const VIDYA_MESSAGES: DemoMessage[] = [
  {
    phone: ANANYA,
    sent: minutesAgo(90),
    text: () => 'प्रिय अनन्या, आज आपकी उपस्थिति दर्ज की गई। - विद्या निकेतन',
  },
  {
    phone: ANANYA,
    sent: ago(3, '10:30'),
    text: (day) => `सूचना: कक्षा VI की अर्धवार्षिक परीक्षा ${day(12)} से शुरू होगी। समय सारणी पोर्टल पर देखें।`,
  },
  {
    phone: ANANYA,
    sent: ago(9, '16:00'),
    text: (day) => `अभिभावक-शिक्षक बैठक ${day(-2)} को सुबह 10 बजे होगी। कृपया समय पर पधारें।`,
  },
  // Another person at another institute with Aarav's number: Greenfield must never show it.
  {
    phone: AARAV,
    sent: ago(1, '09:00'),
    text: () => 'विद्या निकेतन: यह संदेश किसी अन्य विद्यालय के खाते के लिए है।',
  },
];

const LERNWERK_MESSAGES: DemoMessage[] = [
  {
    phone: JONAS,
    sent: minutesAgo(70),
    text: () =>
      'Hallo Jonas, der Mathematik-Kurs (Abend) beginnt heute ausnahmsweise um 18:30 Uhr in Raum 2.',
  },
  {
    phone: JONAS,
    sent: ago(2, '17:00'),
    text: (day) => `Erinnerung: Die Probeklausur Analysis findet am ${day(4)} um 18:00 Uhr statt.`,
  },
  {
    phone: JONAS,
    sent: ago(6, '09:15'),
    text: (day) => `Die Kursgebühr für Dezember ist am ${day(8)} fällig. Bei Fragen hilft das Sekretariat.`,
  },
  {
    phone: JONAS,
    sent: ago(16, '12:00'),
    text: () =>
      'Willkommen bei Lernwerk Akademie!\nIhre Zugangsdaten für das Portal haben Sie per E-Mail erhalten.',
  },
];

const MESSAGES_BY_INSTITUTE: Array<[number, DemoMessage[]]> = [
  [GREENFIELD, GREENFIELD_MESSAGES],
  [APEX, APEX_MESSAGES],
  [VIDYA, VIDYA_MESSAGES],
  [LERNWERK, LERNWERK_MESSAGES],
];

/** The instant a wall-clock time (YYYY-MM-DD, HH:mm) happens in a zone. */
export function wallTimeIn(day: string, time: string, timeZone: string): Date {
  return new Date(zonedInstant(day, time, timeZone));
}

function sentAt(sent: SentAt, today: string, timeZone: string, now: Date): Date {
  if ('minutesAgo' in sent) {
    const startOfToday = wallTimeIn(today, '00:00', timeZone).getTime();
    const at = now.getTime() - sent.minutesAgo * 60_000;
    if (at >= startOfToday) return new Date(at);
    // Shortly after midnight the minutes would reach back into yesterday: stay today, in the
    // same order (more minutes ago, earlier), never at the same instant as another message.
    const sinceMidnight = Math.max(0, now.getTime() - startOfToday);
    return new Date(startOfToday + Math.floor(sinceMidnight * (60 / (60 + sent.minutesAgo))));
  }
  return wallTimeIn(addDays(today, -sent.daysAgo), sent.at, timeZone);
}

const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');

/**
 * Text messages (alerts) sent to demo phones over the last weeks (dates
 * relative to `now`, each institute in its own language and zone). The
 * forgot-password texts live in sms_outbox, never here.
 */
export async function seedMessages(db: Db, now: Date): Promise<void> {
  const rows: Array<typeof alertMessages.$inferInsert> = [];
  for (const [instituteId, messages] of MESSAGES_BY_INSTITUTE) {
    const { timeZone } = DEMO_INSTITUTES.find((institute) => institute.id === instituteId)!;
    const today = todayIn(timeZone, now);
    const day = (offset: number) => ddmmyyyy(addDays(today, offset));
    for (const { phone, sent, text } of messages) {
      rows.push({ instituteId, phone, message: text(day), createdAt: sentAt(sent, today, timeZone, now) });
    }
  }
  await db.insert(alertMessages).values(rows);
}
