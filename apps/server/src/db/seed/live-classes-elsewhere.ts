import { and, asc, eq, lt } from 'drizzle-orm';
import { zonedInstant } from '@portal/shared/time/zone';
import { addDays } from '../../lib/dates';
import type { Db } from '../client';
import { recordings, timetableEntries, vimeoDownloadLinks } from '../schema';
import type { SeededBatches } from './batches';
import { demoFile } from './demo-files';
import { APEX } from './institutes';
import type { SeededProducts } from './products';
import { daysOf, insertEntries, live, type Days, type Entry } from './timetable-calendar';

/*
 * Live classes of Apex (Riya's batch, Sam's product) and of the institutes teaching in other
 * languages, and the helpers the live-class seeds share.
 */

/** Vimeo's public sample video (the timetable's Greenfield recording uses it too). */
export const VIMEO_SAMPLE = '76979871';
export const VIMEO_SECOND = '22439234';

type Recording = typeof recordings.$inferInsert;

/** A recording made as the class ended. */
function recordingAt(days: Days, entry: Entry) {
  return new Date(zonedInstant(entry.endDate, entry.endTime, days.timeZone));
}

export async function withRecordings(
  db: Db,
  days: Days,
  rows: Array<{ entry: Entry; recordings?: Array<Omit<Recording, 'entryId' | 'recordedAt'>> }>,
) {
  const inserted = await insertEntries(
    db,
    rows.map((row) => row.entry),
  );
  const values: Recording[] = [];
  rows.forEach((row, i) =>
    (row.recordings ?? []).forEach((recording, position) =>
      values.push({
        ...recording,
        entryId: inserted[i]!.id,
        recordedAt: recordingAt(days, row.entry),
        position,
      }),
    ),
  );
  if (values.length) await db.insert(recordings).values(values);
}

export async function seedApexLive(db: Db, now: Date, batches: SeededBatches, products: SeededProducts) {
  const days = await daysOf(db, APEX, now);
  const morningA = batches.batchId(APEX, 'JEE Advanced 2027', 'Morning Batch A');
  const crash = products.productId(APEX, 'JEE Crash Course 2027');
  // Riya's batch already has live classes every open day (timetable seed): record yesterday's and the day before's.
  const recent = await db
    .select({ id: timetableEntries.id, date: timetableEntries.date, endTime: timetableEntries.endTime })
    .from(timetableEntries)
    .where(
      and(
        eq(timetableEntries.batchId, morningA),
        eq(timetableEntries.kind, 'live'),
        lt(timetableEntries.date, days.today),
      ),
    )
    .orderBy(asc(timetableEntries.date), asc(timetableEntries.startTime))
    .limit(200);
  const lastTwo = recent.slice(-2);
  const stored = await demoFile(db, APEX, 'lesson.webm', 'JEE recording.webm');
  const values = lastTwo.flatMap((entry, i): Recording[] => {
    const recordedAt = new Date(zonedInstant(entry.date, entry.endTime, days.timeZone));
    return i === 0
      ? [
          {
            entryId: entry.id,
            uploadedOn: 'Vimeo' as const,
            vimeoVideoId: VIMEO_SAMPLE,
            recordedAt,
            durationSeconds: 5_400,
            sizeBytes: 620_756_992,
          },
        ]
      : [
          {
            entryId: entry.id,
            uploadedOn: 'stored' as const,
            storedFileId: stored,
            recordedAt,
            durationSeconds: 3,
            sizeBytes: 24_062,
          },
          {
            entryId: entry.id,
            uploadedOn: 'Vimeo' as const,
            vimeoVideoId: VIMEO_SECOND,
            recordedAt,
            durationSeconds: 5_400,
            sizeBytes: 598_736_896,
            position: 1,
          },
        ];
  });
  if (values.length) await db.insert(recordings).values(values);

  const product = (sessionName: string, subject: string, teacherName: string, link: string) => ({
    productId: crash,
    subject,
    teacherName,
    sessionName,
    sessionLink: link,
  });
  const productStored = await demoFile(db, APEX, 'lesson.webm', 'Crash course recording.webm');
  await withRecordings(db, days, [
    {
      entry: live(
        days,
        {
          ...product(
            'Crash course: limits and continuity',
            'Mathematics',
            'Mr. Sanjay Gupta',
            'https://zoom.us/j/93000000004',
          ),
          ...days.at(addDays(days.today, -3), '18:00', 60),
        },
        'Zoom',
      ),
      recordings: [
        { uploadedOn: 'stored', storedFileId: productStored, durationSeconds: 3, sizeBytes: 24_062 },
      ],
    },
    {
      entry: live(
        days,
        {
          ...product(
            'Crash course: thermodynamics',
            'Physics',
            'Mr. Rahul Mehta',
            'https://apex.webex.com/meet/crash-thermo',
          ),
          ...days.at(addDays(days.today, 4), '18:00', 60),
        },
        'Webex',
      ),
    },
  ]);
  await vimeoLinks(db, APEX, [VIMEO_SAMPLE, VIMEO_SECOND]);
}

/** A few in the institute's language: one later today, one upcoming, one past with a recording. */
export async function seedInLanguage(
  db: Db,
  now: Date,
  instituteId: number,
  batchId: number,
  classes: { later: string; upcoming: string; past: string; teacher: string; subject: string },
  links: { later: string; next: string; past: string },
  meeting: 'Zoom' | 'other',
) {
  const days = await daysOf(db, instituteId, now);
  const base = (sessionName: string, suffix: keyof typeof links) => ({
    batchId,
    subject: classes.subject,
    teacherName: classes.teacher,
    sessionName,
    sessionLink: links[suffix],
  });
  const stored = await demoFile(
    db,
    instituteId,
    'lesson.webm',
    `${classes.past.replace(/:\s*/g, ' - ')}.webm`,
  );
  await withRecordings(db, days, [
    { entry: live(days, { ...base(classes.later, 'later'), ...days.around(150, 45) }, meeting) },
    {
      entry: live(
        days,
        { ...base(classes.upcoming, 'next'), ...days.at(addDays(days.today, 2), '16:00', 45) },
        meeting,
      ),
    },
    {
      entry: live(
        days,
        { ...base(classes.past, 'past'), ...days.at(addDays(days.today, -3), '16:00', 45) },
        meeting,
      ),
      recordings: [
        { uploadedOn: 'stored', storedFileId: stored, durationSeconds: 3, sizeBytes: 24_062 },
        { uploadedOn: 'Vimeo', vimeoVideoId: VIMEO_SAMPLE, durationSeconds: 3_540, sizeBytes: 412_316_860 },
      ],
    },
  ]);
  await vimeoLinks(db, instituteId, [VIMEO_SAMPLE]);
}

/** Download renditions the video service answers for a Vimeo id (other seeds may register the same ones). */
export async function vimeoLinks(db: Db, instituteId: number, ids: string[]) {
  const renditions = [
    { width: 640, height: 360, sizeBytes: 98_566_144, quality: '360p' },
    { width: 1280, height: 720, sizeBytes: 245_366_784, quality: '720p' },
    { width: 1920, height: 1080, sizeBytes: 412_316_860, quality: '1080p' },
  ];
  await db
    .insert(vimeoDownloadLinks)
    .values(
      ids.flatMap((id) =>
        renditions.map(({ quality, ...r }) => ({
          instituteId,
          vimeoVideoId: id,
          ...r,
          link: `https://player.vimeo.com/progressive_redirect/download/${id}/rendition/${quality}/sample.mp4`,
        })),
      ),
    )
    .onConflictDoNothing();
}
