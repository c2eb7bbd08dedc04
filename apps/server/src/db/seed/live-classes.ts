import { addDays } from '../../lib/dates';
import type { Db } from '../client';
import type { SeededBatches } from './batches';
import { demoFile } from './demo-files';
import { GREENFIELD, LERNWERK, VIDYA } from './institutes';
import {
  seedApexLive,
  seedInLanguage,
  VIMEO_SAMPLE,
  VIMEO_SECOND,
  vimeoLinks,
  withRecordings,
} from './live-classes-elsewhere';
import type { SeededProducts } from './products';
import { daysOf, live } from './timetable-calendar';

/*
 * Live classes beyond the timetable's (which has Greenfield's three of today, Apex's weeks of
 * batch and product classes, and Vidya's and Lernwerk's week): upcoming ones this week and one
 * just past the 7-day window, past ones with recordings of every kind (a copy kept by the server,
 * Vimeo, both), one past class without recordings, and Vimeo download renditions.
 */

const FILES = '/files/institutes/greenfield/timetable';

async function seedGreenfieldLive(db: Db, now: Date, batches: SeededBatches) {
  const days = await daysOf(db, GREENFIELD, now);
  const eightA = batches.batchId(GREENFIELD, 'Class 8', 'A');
  const on = (offset: number, start: string, minutes: number) =>
    days.at(addDays(days.today, offset), start, minutes);
  const storedScience = await demoFile(db, GREENFIELD, 'lesson.webm', 'Science revision recording.webm');
  const storedMaths = await demoFile(db, GREENFIELD, 'lesson.webm', 'Ratio and proportion recording.webm');
  const base = (subject: string, teacherName: string, sessionName: string, link: string) => ({
    batchId: eightA,
    subject,
    teacherName,
    sessionName,
    sessionLink: link,
  });
  await withRecordings(db, days, [
    // Upcoming, within the 7 days.
    {
      entry: live(
        days,
        {
          ...base(
            'Mathematics',
            'Mrs. Anita Desai',
            'Maths practice: linear equations',
            'https://zoom.us/j/81234567801',
          ),
          teacherPhotoUrl: `${FILES}/teacher-anita-desai.svg`,
          ...on(1, '16:00', 45),
        },
        'Zoom',
      ),
    },
    {
      entry: live(
        days,
        {
          ...base(
            'Social Studies',
            'Mr. Vikram Singh',
            'Civics quiz: the Constitution',
            'https://meet.jit.si/greenfield-8a-civics',
          ),
          ...on(3, '15:30', 40),
        },
        'other',
      ),
    },
    {
      entry: live(
        days,
        {
          ...base(
            'Computer Science',
            'Mr. Arjun Iyer',
            'Computer Science lab: build your first web page together',
            'https://greenfield.webex.com/meet/cs8a',
          ),
          ...on(6, '16:30', 60),
        },
        'Webex',
      ),
    },
    // Nine days ahead: outside the 7-day window, never listed.
    {
      entry: live(
        days,
        {
          ...base(
            'Hindi',
            'Mrs. Kavita Joshi',
            'Hindi recitation rehearsal',
            'https://zoom.us/j/81234567809',
          ),
          ...on(9, '16:00', 45),
        },
        'Zoom',
      ),
    },
    // Past, with recordings of each kind.
    {
      entry: live(
        days,
        {
          ...base(
            'Science',
            'Mr. Rahul Mehta',
            'Science revision: light and sound',
            'https://greenfield.webex.com/meet/science8a',
          ),
          teacherPhotoUrl: `not a picture,${FILES}/teacher-rahul-mehta.svg`,
          ...on(-2, '16:00', 50),
        },
        'Webex',
      ),
      recordings: [
        { uploadedOn: 'stored', storedFileId: storedScience, durationSeconds: 3, sizeBytes: 24_062 },
        { uploadedOn: 'Vimeo', vimeoVideoId: VIMEO_SECOND, durationSeconds: 2_940, sizeBytes: 356_515_840 },
      ],
    },
    {
      entry: live(
        days,
        {
          ...base(
            'Mathematics',
            'Mrs. Anita Desai',
            'Ratio and proportion live',
            'https://zoom.us/j/81234567802',
          ),
          ...on(-4, '16:00', 45),
        },
        'Zoom',
      ),
      recordings: [
        { uploadedOn: 'stored', storedFileId: storedMaths, durationSeconds: 3, sizeBytes: 24_062 },
      ],
    },
    {
      entry: live(
        days,
        {
          ...base('English', 'Ms. Sarah Thomas', 'Letter writing workshop', 'https://zoom.us/j/81234567803'),
          ...on(-6, '15:30', 45),
        },
        'Zoom',
      ),
      recordings: [
        { uploadedOn: 'Vimeo', vimeoVideoId: VIMEO_SAMPLE, durationSeconds: 3_540, sizeBytes: 412_316_860 },
      ],
    },
    // Past, never recorded.
    {
      entry: live(
        days,
        {
          ...base('Hindi', 'Mrs. Kavita Joshi', 'Hindi grammar: sandhi', 'https://zoom.us/j/81234567804'),
          ...on(-9, '16:00', 45),
        },
        'Zoom',
      ),
    },
  ]);
  // The media seed registers Greenfield's renditions of the sample; the second video's are ours.
  await vimeoLinks(db, GREENFIELD, [VIMEO_SECOND]);
}

/** Live classes beyond the timetable's: recordings kept by the server, Vimeo download links. */
export async function seedLiveClasses(
  db: Db,
  now: Date,
  batches: SeededBatches,
  products: SeededProducts,
): Promise<void> {
  await seedGreenfieldLive(db, now, batches);
  await seedApexLive(db, now, batches, products);
  await seedInLanguage(
    db,
    now,
    VIDYA,
    batches.batchId(VIDYA, 'VI', 'A'),
    {
      later: 'गणित: भिन्नों का जोड़',
      upcoming: 'हिंदी: कविता पाठ',
      past: 'विज्ञान: प्रकाश और छाया',
      teacher: 'श्रीमती सुनीता शर्मा',
      subject: 'गणित',
    },
    {
      later: 'https://meet.jit.si/vidya-vi-a-ganit',
      next: 'https://meet.jit.si/vidya-vi-a-hindi',
      past: 'https://meet.jit.si/vidya-vi-a-vigyan',
    },
    'other',
  );
  await seedInLanguage(
    db,
    now,
    LERNWERK,
    batches.batchId(LERNWERK, 'Mathematik', 'Abend'),
    {
      later: 'Sprechstunde Lineare Algebra',
      upcoming: 'Stochastik: Übungsstunde',
      past: 'Analysis: Ableitungen wiederholen',
      teacher: 'Dr. Katrin Schulz',
      subject: 'Analysis',
    },
    {
      later: 'https://zoom.us/j/95000000001',
      next: 'https://zoom.us/j/95000000002',
      past: 'https://zoom.us/j/95000000003',
    },
    'Zoom',
  );
}
