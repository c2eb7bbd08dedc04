import { addDays } from '../../lib/dates';
import type { Db } from '../client';
import type { SeededBatches } from './batches';
import { APEX, LERNWERK, LUMIERE, VIDYA } from './institutes';
import type { SeededProducts } from './products';
import {
  daysOf,
  insertChunked,
  insertEntries,
  markAttendance,
  isoWeekday,
  live,
  other,
  type Days,
  type Entry,
  type Meeting,
} from './timetable-calendar';
import { seedGreenfield } from './timetable-greenfield';

const RIYA = 2001;

async function seedApex(db: Db, now: Date, batches: SeededBatches, products: SeededProducts) {
  const days = await daysOf(db, APEX, now);
  const morningA = batches.batchId(APEX, 'JEE Advanced 2027', 'Morning Batch A');
  const eveningB = batches.batchId(APEX, 'JEE Advanced 2027', 'Evening Batch B');
  const crash = products.productId(APEX, 'JEE Crash Course 2027');
  const neet = products.productId(APEX, 'NEET Mock Test Series');
  const foundation = products.productId(APEX, 'Physics Foundation');
  const rows: Entry[] = [];
  const teachers: Record<string, string> = {
    Physics: 'Mr. Rahul Mehta',
    Chemistry: 'Dr. Nisha Pillai',
    Mathematics: 'Mr. Sanjay Gupta',
  };
  for (const date of days.openDays(addDays(days.monday, -7), addDays(days.monday, 13))) {
    const odd = isoWeekday(date) % 2 === 1;
    const [early, late] = odd ? ['Physics', 'Mathematics'] : ['Chemistry', 'Physics'];
    rows.push(
      live(
        days,
        {
          batchId: morningA,
          ...days.at(date, '07:00', 90),
          subject: early,
          teacherName: teachers[early]!,
          sessionName: `${early} — JEE Advanced`,
          sessionLink: `https://zoom.us/j/9100${date.replaceAll('-', '')}`,
        },
        'Zoom',
      ),
    );
    rows.push(
      live(
        days,
        {
          batchId: morningA,
          ...days.at(date, '17:00', 90),
          subject: late,
          teacherName: teachers[late]!,
          sessionName: `${late} problem solving`,
          sessionLink: `https://apex.webex.com/meet/${late.toLowerCase()}-${date}`,
        },
        'Webex',
      ),
    );
  }
  rows.push(
    live(
      days,
      {
        batchId: morningA,
        ...days.around(-20, 120),
        subject: 'Physics',
        topics: 'Rotational motion',
        teacherName: 'Mr. Rahul Mehta',
        sessionName: 'Doubt clearing: rotational motion',
        sessionLink: 'https://zoom.us/j/92000000001',
      },
      'Zoom',
    ),
    live(
      days,
      {
        batchId: morningA,
        ...days.around(-240, 60),
        subject: 'Chemistry',
        topics: 'Chemical equilibrium',
        teacherName: 'Dr. Nisha Pillai',
        sessionName: 'Chemical equilibrium revision',
        sessionLink: 'https://apex.webex.com/meet/equilibrium',
      },
      'Webex',
    ),
    other(days, 'online_exam', {
      batchId: morningA,
      ...days.around(-30, 180),
      subject: 'Physics, Chemistry, Mathematics',
      testId: 9101,
      description: 'JEE Main Mock Test 5',
    }),
    other(days, 'online_exam', {
      batchId: morningA,
      ...days.at(addDays(days.today, 3), '10:00', 90),
      subject: 'Chemistry',
      testId: 9102,
      description: 'Chemistry chapter test: equilibrium',
    }),
    live(
      days,
      {
        batchId: eveningB,
        ...days.around(-20, 120),
        subject: 'Mathematics',
        sessionName: 'Evening batch: integrals',
        sessionLink: 'https://zoom.us/j/92000000002',
      },
      'Zoom',
    ),
    // Products (open users): Sam owns the crash course and the NEET series, not Physics Foundation.
    live(
      days,
      {
        productId: crash,
        ...days.around(-20, 120),
        subject: 'Mathematics',
        topics: 'Definite integrals',
        teacherName: 'Mr. Sanjay Gupta',
        sessionName: 'Crash course: definite integrals',
        sessionLink: 'https://zoom.us/j/93000000001',
      },
      'Zoom',
    ),
    live(
      days,
      {
        productId: crash,
        ...days.around(180, 60),
        subject: 'Physics',
        topics: 'Electrostatics',
        teacherName: 'Mr. Rahul Mehta',
        sessionName: 'Crash course: electrostatics',
        sessionLink: 'https://apex.webex.com/meet/crash-electrostatics',
      },
      'Webex',
    ),
    live(
      days,
      {
        productId: crash,
        ...days.at(addDays(days.today, 1), '18:00', 60),
        subject: 'Chemistry',
        teacherName: 'Dr. Nisha Pillai',
        sessionName: 'Crash course: organic chemistry',
        sessionLink: 'https://zoom.us/j/93000000003',
      },
      'Zoom',
    ),
    other(days, 'online_exam', {
      productId: neet,
      ...days.around(-30, 180),
      subject: 'Biology',
      testId: 9201,
      description: 'NEET full mock test 2',
    }),
    other(days, 'online_exam', {
      productId: neet,
      ...days.at(addDays(days.today, 5), '09:00', 200),
      subject: 'Physics, Chemistry, Biology',
      testId: 9202,
      description: 'NEET full mock test 3',
    }),
    live(
      days,
      {
        productId: foundation,
        ...days.around(-20, 120),
        subject: 'Physics',
        sessionName: 'Foundation: motion in a line',
        sessionLink: 'https://zoom.us/j/93000000009',
      },
      'Zoom',
    ),
  );
  const inserted = await insertEntries(db, rows);
  const riyas = inserted.filter((entry) => entry.batchId === morningA);
  await insertChunked(db, markAttendance(RIYA, riyas, days.today));
}

/** A week of classes in the institute's language; live classes where the institute teaches online. */
async function seedWeek(
  db: Db,
  now: Date,
  instituteId: number,
  batchId: number,
  plan: Array<{ start: string; minutes: number; subjects: string[]; teacher: string; topics?: string }>,
  online: { meetingWith: Meeting; link: (subject: string, date: string) => string } | null,
  extra: (days: Days) => Entry[],
) {
  const days = await daysOf(db, instituteId, now);
  const rows: Entry[] = [];
  for (const date of days.openDays(days.monday, addDays(days.monday, 6))) {
    for (const slot of plan) {
      const subject = slot.subjects[(isoWeekday(date) - 1) % slot.subjects.length]!;
      const base = {
        batchId,
        ...days.at(date, slot.start, slot.minutes),
        subject,
        teacherName: slot.teacher,
        topics: date <= days.today ? (slot.topics ?? null) : null,
      };
      rows.push(
        online
          ? live(
              days,
              { ...base, sessionName: subject, sessionLink: online.link(subject, date) },
              online.meetingWith,
            )
          : other(days, 'class', base),
      );
    }
  }
  await insertEntries(db, [...rows, ...extra(days)]);
}

/** Classes, live classes, exams, recordings and attendance across the academic years (dates relative to `now`). */
export async function seedTimetable(
  db: Db,
  now: Date,
  batches: SeededBatches,
  products: SeededProducts,
): Promise<void> {
  await seedGreenfield(db, now, batches);
  await seedApex(db, now, batches, products);
  await seedWeek(
    db,
    now,
    LUMIERE,
    batches.batchId(LUMIERE, 'CM2', 'B'),
    [
      {
        start: '08:30',
        minutes: 60,
        subjects: ['Français', 'Mathématiques'],
        teacher: 'Mme Claire Dubois',
        topics: 'Lecture et compréhension',
      },
      {
        start: '09:30',
        minutes: 60,
        subjects: ['Mathématiques', 'Français'],
        teacher: 'Mme Claire Dubois',
        topics: 'Les fractions décimales',
      },
      {
        start: '10:45',
        minutes: 60,
        subjects: ['Histoire-Géographie', 'Sciences et technologie', 'Anglais'],
        teacher: 'M. Julien Moreau',
      },
      {
        start: '13:30',
        minutes: 90,
        subjects: ['Éducation physique et sportive', 'Arts plastiques', 'Éducation musicale'],
        teacher: 'M. Julien Moreau',
      },
    ],
    null,
    (days) => [
      other(days, 'offline_exam', {
        batchId: batches.batchId(LUMIERE, 'CM2', 'B'),
        ...days.at(addDays(days.today, 3), '09:00', 60),
        subject: 'Mathématiques',
        description: 'Évaluation de mathématiques',
      }),
    ],
  );
  await seedWeek(
    db,
    now,
    VIDYA,
    batches.batchId(VIDYA, 'VI', 'A'),
    [
      {
        start: '09:00',
        minutes: 45,
        subjects: ['गणित', 'विज्ञान', 'हिंदी'],
        teacher: 'श्रीमती सुनीता शर्मा',
        topics: 'भिन्न और दशमलव',
      },
      {
        start: '10:00',
        minutes: 45,
        subjects: ['अंग्रेज़ी', 'सामाजिक विज्ञान', 'संस्कृत'],
        teacher: 'श्री राजेश वर्मा',
      },
      { start: '11:00', minutes: 45, subjects: ['विज्ञान', 'गणित'], teacher: 'श्री अमित त्रिपाठी' },
    ],
    { meetingWith: 'other', link: (_s, date) => `https://meet.jit.si/vidya-vi-a-${date}` },
    (days) => [
      other(days, 'offline_exam', {
        batchId: batches.batchId(VIDYA, 'VI', 'A'),
        ...days.at(addDays(days.today, 5), '09:00', 120),
        subject: 'गणित',
        description: 'अर्धवार्षिक परीक्षा',
      }),
    ],
  );
  await seedWeek(
    db,
    now,
    LERNWERK,
    batches.batchId(LERNWERK, 'Mathematik', 'Abend'),
    [
      {
        start: '18:00',
        minutes: 90,
        subjects: ['Analysis', 'Lineare Algebra', 'Stochastik', 'Geometrie', 'Prüfungsvorbereitung'],
        teacher: 'Dr. Katrin Schulz',
        topics: 'Ableitungen und Kurvendiskussion',
      },
    ],
    { meetingWith: 'Zoom', link: (_s, date) => `https://zoom.us/j/95${date.replaceAll('-', '')}` },
    (days) => [
      other(days, 'online_exam', {
        batchId: batches.batchId(LERNWERK, 'Mathematik', 'Abend'),
        ...days.at(addDays(days.today, 4), '18:00', 90),
        subject: 'Analysis',
        testId: 9301,
        description: 'Klausur Analysis',
      }),
    ],
  );
}
