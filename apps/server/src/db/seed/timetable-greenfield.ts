import { addDays } from '../../lib/dates';
import type { Db } from '../client';
import { recordings } from '../schema';
import type { SeededBatches } from './batches';
import { demoFile } from './demo-files';
import { GREENFIELD } from './institutes';
import {
  MINUTE,
  daysOf,
  insertChunked,
  markAttendance,
  insertEntries,
  isoWeekday,
  live,
  other,
  type Days,
  type Entry,
} from './timetable-calendar';

const FILES = '/files/institutes/greenfield/timetable';
const AARAV = 1001;
const DIYA = 1002;

interface Period {
  start: string;
  minutes: number;
}
const GREENFIELD_PERIODS: Period[] = ['08:00', '08:50', '09:40', '10:45', '11:35', '12:25'].map((start) => ({
  start,
  minutes: 45,
}));

/** Aarav's section, Class 8 - A: ISO weekday to its six periods. */
const CLASS_8A: Record<number, string[]> = {
  1: ['Mathematics', 'English', 'Science', 'Hindi', 'Social Studies', 'Computer Science'],
  2: ['Science', 'Mathematics', 'English', 'Sanskrit', 'Hindi', 'Physical Education'],
  3: ['English', 'Mathematics', 'Social Studies', 'Science', 'Art', 'Hindi'],
  4: ['Mathematics', 'Science', 'Hindi', 'English', 'Computer Science', 'Social Studies'],
  5: ['Social Studies', 'English', 'Mathematics', 'Science', 'Sanskrit', 'Music'],
  6: ['Mathematics', 'Science', 'English', 'Library', 'Physical Education', 'Art'],
};
/** Diya's section, Class 5 - B: five periods a day. */
const CLASS_5B: Record<number, string[]> = {
  1: ['English', 'Mathematics', 'EVS', 'Hindi', 'Drawing'],
  2: ['Mathematics', 'English', 'Hindi', 'EVS', 'Games'],
  3: ['EVS', 'Mathematics', 'English', 'Hindi', 'Music'],
  4: ['Hindi', 'EVS', 'Mathematics', 'English', 'Drawing'],
  5: ['Mathematics', 'English', 'EVS', 'Hindi', 'Games'],
  6: ['English', 'Mathematics', 'Library', 'EVS', 'Games'],
};
const GREENFIELD_TEACHERS: Record<string, [string, string | null]> = {
  Mathematics: ['Mrs. Anita Desai', `${FILES}/teacher-anita-desai.svg`],
  Science: ['Mr. Rahul Mehta', `not a picture,${FILES}/teacher-rahul-mehta.svg`],
  English: ['Ms. Sarah Thomas', null],
  Hindi: ['Mrs. Kavita Joshi', null],
  'Social Studies': ['Mr. Vikram Singh', null],
  'Computer Science': ['Mr. Arjun Iyer', null],
  Sanskrit: ['Dr. Meenakshi Rao', null],
  'Physical Education': ['Mr. Karan Gill', null],
  Art: ['Ms. Farah Ali', null],
  Music: ['Mr. Joseph D’Souza', null],
  Library: ['Mrs. Lata Menon', null],
  EVS: ['Mrs. Pooja Kulkarni', null],
  Drawing: ['Ms. Farah Ali', null],
  Games: ['Mr. Karan Gill', null],
  Physics: ['Mr. Rahul Mehta', null],
  Chemistry: ['Dr. Nisha Pillai', null],
};
const TOPICS: Record<string, string[]> = {
  Mathematics: [
    'Rational numbers',
    'Linear equations',
    'Squares and square roots',
    'Cubes and cube roots',
    'Comparing quantities',
    'Algebraic expressions',
    'Mensuration',
    'Exponents and powers',
  ],
  Science: [
    'Crop production',
    'Microorganisms',
    'Coal and petroleum',
    'Combustion and flame',
    'Cell structure',
    'Force and pressure',
    'Friction',
    'Sound',
    'Light',
  ],
  English: [
    'The Best Christmas Present in the World',
    'The Tsunami',
    'Glimpses of the Past',
    'Bepin Choudhury’s Lapse of Memory',
    'Grammar: reported speech',
    'Letter writing',
  ],
  Hindi: ['ध्वनि', 'लाख की चूड़ियाँ', 'बस की यात्रा', 'दीवानों की हस्ती', 'व्याकरण: संधि'],
  'Social Studies': [
    'Resources',
    'Land, soil and water',
    'From trade to territory',
    'The Indian Constitution',
    'Understanding secularism',
  ],
  'Computer Science': ['Spreadsheets', 'HTML basics', 'Algorithms and flowcharts', 'Scratch programming'],
};

function greenfieldYear(
  days: Days,
  batchId: number,
  week: Record<number, string[]>,
  from: string,
  to: string,
) {
  const rows: Entry[] = [];
  const seen = new Map<string, number>();
  for (const date of days.openDays(from, to)) {
    const subjects = week[isoWeekday(date)] ?? [];
    subjects.forEach((subject, i) => {
      const n = seen.get(subject) ?? 0;
      seen.set(subject, n + 1);
      const topics = TOPICS[subject];
      const [teacher, photo] = GREENFIELD_TEACHERS[subject] ?? [null, null];
      rows.push({
        instituteId: GREENFIELD,
        academicYearId: days.yearId(date),
        kind: 'class',
        batchId,
        ...days.at(date, GREENFIELD_PERIODS[i]!.start, GREENFIELD_PERIODS[i]!.minutes),
        subject,
        topics: topics && date <= days.today ? topics[Math.floor(n / 6) % topics.length]! : null,
        teacherName: teacher,
        teacherPhotoUrl: photo,
      });
    });
  }
  return rows;
}

/** Greenfield: a whole year of Class 8 - A, Diya's Class 5 - B, Dev's last year, live classes, exams, recordings. */
export async function seedGreenfield(db: Db, now: Date, batches: SeededBatches) {
  const days = await daysOf(db, GREENFIELD, now);
  const eightA = batches.batchId(GREENFIELD, 'Class 8', 'A');
  const fiveB = batches.batchId(GREENFIELD, 'Class 5', 'B');
  const eightB = batches.batchId(GREENFIELD, 'Class 8', 'B');
  const twelveB = batches.batchId(GREENFIELD, 'Class 12', 'B');

  const aarav = await insertEntries(db, greenfieldYear(days, eightA, CLASS_8A, days.yearStart, days.yearEnd));
  await insertChunked(db, markAttendance(AARAV, aarav, days.today));
  const diya = await insertEntries(
    db,
    greenfieldYear(days, fiveB, CLASS_5B, addDays(days.today, -30), addDays(days.today, 60)),
  );
  await insertChunked(db, markAttendance(DIYA, diya, days.today));
  // Dev only studied here last year: four weeks before the previous academic year ended.
  const previousEnd = addDays(days.yearStart, -1);
  const dev: Entry[] = [];
  for (let date = addDays(previousEnd, -27); date <= previousEnd; date = addDays(date, 1)) {
    if (isoWeekday(date) === 7) continue;
    ['Physics', 'Chemistry', 'Mathematics', 'English'].forEach((subject, i) => {
      dev.push(
        other(days, 'class', {
          batchId: twelveB,
          ...days.at(date, GREENFIELD_PERIODS[i]!.start, 45),
          subject,
          teacherName: GREENFIELD_TEACHERS[subject]![0],
        }),
      );
    });
  }
  dev.push(
    other(days, 'offline_exam', {
      batchId: twelveB,
      ...days.at(addDays(previousEnd, -3), '09:00', 180),
      subject: 'Physics',
      description: 'Pre-board examination',
    }),
  );
  await insertEntries(db, dev);

  const zoom = 'https://zoom.us/j/81234567890?pwd=greenfield8a';
  const webex = 'https://greenfield.webex.com/meet/science8a';
  const special = await insertEntries(db, [
    // Live classes: one ongoing now, one later today (tomorrow when later today passes midnight), one finished.
    // The ongoing ones (here and in timetable.ts) last two hours: still on for every browser test of a run that
    // takes long on a busy machine (one ending 40 minutes after the seed was over before the last ones, CI).
    live(
      days,
      {
        batchId: eightA,
        ...days.around(-20, 120),
        subject: 'Mathematics',
        topics: 'Linear equations: doubt clearing',
        teacherName: 'Mrs. Anita Desai',
        teacherPhotoUrl: `${FILES}/teacher-anita-desai.svg`,
        sessionName: 'Maths doubt-clearing session',
        sessionLink: zoom,
        description: 'Bring your notebook with the exercise 2.3 questions.',
      },
      'Zoom',
    ),
    live(
      days,
      {
        batchId: eightA,
        ...days.around(180, 45),
        subject: 'Science',
        topics: 'Light: reflection and mirrors',
        teacherName: 'Mr. Rahul Mehta',
        teacherPhotoUrl: `not a picture,${FILES}/teacher-rahul-mehta.svg`,
        sessionName: 'Science live demo: mirrors',
        sessionLink: webex,
      },
      'Webex',
    ),
    live(
      days,
      {
        batchId: eightA,
        ...days.around(-180, 60),
        subject: 'English',
        topics: 'Poetry reading: The Road Not Taken',
        teacherName: 'Ms. Sarah Thomas',
        sessionName: 'English poetry circle',
        sessionLink: 'https://zoom.us/j/81234567891',
      },
      'Zoom',
    ),
    // Online exams: one ongoing, one upcoming. Test ids are plain numbers until the exams issue adds tests.
    other(days, 'online_exam', {
      batchId: eightA,
      ...days.around(-30, 150),
      subject: 'Mathematics',
      topics: 'Rational numbers, linear equations',
      testId: 9001,
      description: 'Mathematics Unit Test 3 (online)',
    }),
    other(days, 'online_exam', {
      batchId: eightA,
      ...days.at(addDays(days.today, 2), '10:00', 60),
      subject: 'Science',
      topics: 'Force and pressure',
      testId: 9002,
      description: 'Science weekly quiz',
    }),
    // Offline exams: one past, one ahead.
    other(days, 'offline_exam', {
      batchId: eightA,
      ...days.at(addDays(days.today, -10), '09:00', 120),
      subject: 'Mathematics',
      topics: 'Chapters 1-4',
      description: 'Periodic Test 2 in the exam hall',
    }),
    other(days, 'offline_exam', {
      batchId: eightA,
      ...days.at(addDays(days.today, 7), '09:00', 180),
      subject: 'Science',
      topics: 'Chapters 1-8',
      description: 'Half-yearly examination, room 12',
    }),
    // Another section's live class, now: Aarav may not start it.
    live(
      days,
      {
        batchId: eightB,
        ...days.around(-20, 120),
        subject: 'Mathematics',
        teacherName: 'Mrs. Anita Desai',
        sessionName: 'Class 8 B maths',
        sessionLink: 'https://zoom.us/j/81234567899',
      },
      'Zoom',
    ),
    // Diya's section has its own live class and exam.
    live(
      days,
      {
        batchId: fiveB,
        ...days.around(60, 40),
        subject: 'EVS',
        teacherName: 'Mrs. Pooja Kulkarni',
        sessionName: 'EVS: plants around us',
        sessionLink: 'https://zoom.us/j/81234567805',
      },
      'Zoom',
    ),
    other(days, 'offline_exam', {
      batchId: fiveB,
      ...days.at(addDays(days.today, 4), '09:30', 90),
      subject: 'Mathematics',
      description: 'Class test',
    }),
  ]);
  const finished = special[2]!;
  await insertChunked(db, [
    {
      entryId: finished.id,
      instituteId: GREENFIELD,
      studentId: AARAV,
      status: 'P',
      remark: 'Read the second stanza aloud.',
    },
  ]);
  const recordedAt = new Date(now.getTime() - 100 * MINUTE);
  // The server keeps a copy too: played through a signed URL and downloaded from /live.
  const storedFileId = await demoFile(db, GREENFIELD, 'lesson.webm', 'English poetry recording.webm');
  await db.insert(recordings).values([
    {
      entryId: finished.id,
      uploadedOn: 'stored',
      videoUrl: `${FILES}/recording-english-poetry.webm`,
      storedFileId,
      recordedAt,
      durationSeconds: 3,
      sizeBytes: 24_062,
      position: 0,
    },
    {
      entryId: finished.id,
      uploadedOn: 'Vimeo',
      vimeoVideoId: '76979871',
      recordedAt,
      durationSeconds: 3540,
      sizeBytes: 412_316_860,
      position: 1,
    },
  ]);
}
