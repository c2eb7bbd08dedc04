import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wallClock } from '@portal/shared/time/zone';
import { batches, courses, offlineExamMarks, offlineExamSittings, timetableEntries } from '../schema';
import { seededExams } from './exams-testing';

/* The offline exams with marks behind the offline reports (issue 10), read back from the seeded template. */

const seed = seededExams();

async function examsOf(course: string, batch: string) {
  return seed
    .db()
    .select({ entry: timetableEntries })
    .from(timetableEntries)
    .innerJoin(batches, eq(batches.id, timetableEntries.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(and(eq(courses.name, course), eq(batches.name, batch), eq(timetableEntries.kind, 'offline_exam')))
    .then((rows) => rows.map((r) => r.entry));
}

const today = () => wallClock('Asia/Kolkata', Date.now()).date;

describe('reports seed: offline exams', () => {
  it('gives Class 8 - A two terms in five subjects, marked for Aarav and his forty classmates, and two exams ahead', async () => {
    const exams = await examsOf('Class 8', 'A');
    const past = exams.filter((e) => e.endDate < today());
    const ahead = exams.filter((e) => e.date > today());
    expect(ahead).toHaveLength(2);
    for (const term of ['Term 1', 'Term 2']) {
      const papers = past.filter((e) => e.description === `${term} examination`);
      expect(papers.map((e) => e.subject).sort()).toEqual(
        ['English', 'Hindi', 'Mathematics', 'Science', 'Social Science'].sort(),
      );
    }
    const term1 = past.filter((e) => e.description?.includes('Term 1')).map((e) => e.date);
    const term2 = past.filter((e) => e.description?.includes('Term 2')).map((e) => e.date);
    // Term 1 months ago, Term 2 within the last weeks; all of it in this academic year.
    expect(term1.every((d) => term2.every((d2) => d < d2))).toBe(true);

    const marks = await seed
      .db()
      .select()
      .from(offlineExamMarks)
      .where(
        inArray(
          offlineExamMarks.entryId,
          past.map((e) => e.id),
        ),
      );
    expect(new Set(marks.map((m) => m.studentId)).size).toBe(41);
    expect(marks.every((m) => m.marksObtained === null || m.marksObtained <= m.totalMarks)).toBe(true);
  });

  it('has Aarav absent once, a tie with him, and one exam not marked yet', async () => {
    const exams = await examsOf('Class 8', 'A');
    const ids = exams.map((e) => e.id);
    const sittings = await seed
      .db()
      .select()
      .from(offlineExamSittings)
      .where(inArray(offlineExamSittings.entryId, ids));
    const aaravAbsent = sittings.filter((s) => s.studentId === 1001 && !s.present);
    expect(aaravAbsent).toHaveLength(1);
    expect(exams.find((e) => e.id === aaravAbsent[0]!.entryId)!.subject).toBe('Hindi');

    const marks = await seed
      .db()
      .select()
      .from(offlineExamMarks)
      .where(inArray(offlineExamMarks.entryId, ids));
    const unmarked = new Set(
      exams
        .filter(
          (e) =>
            marks.some((m) => m.entryId === e.id) &&
            marks.filter((m) => m.entryId === e.id).every((m) => m.marksObtained === null),
        )
        .map((e) => e.id),
    );
    expect(unmarked.size).toBe(1);

    const tie = marks.some(
      (m) =>
        m.studentId === 1001 &&
        m.marksObtained !== null &&
        marks.some(
          (o) =>
            o.entryId === m.entryId &&
            o.subject === m.subject &&
            o.studentId !== 1001 &&
            o.marksObtained === m.marksObtained,
        ),
    );
    expect(tie).toBe(true);
  });

  it('gives Diya, Riya, Léa and Ananya marked offline exams of their own', async () => {
    for (const [course, batch, student] of [
      ['Class 5', 'B', 1002],
      ['JEE Advanced 2027', 'Morning Batch A', 2001],
      ['CM2', 'B', 3001],
      ['VI', 'A', 4001],
    ] as const) {
      const ids = (await examsOf(course, batch)).filter((e) => e.endDate < today()).map((e) => e.id);
      const theirs = await seed
        .db()
        .select()
        .from(offlineExamMarks)
        .where(and(inArray(offlineExamMarks.entryId, ids), eq(offlineExamMarks.studentId, student)));
      expect(theirs.length, course).toBeGreaterThan(0);
      expect(theirs.every((m) => m.marksObtained !== null)).toBe(true);
    }
    const apex = await examsOf('JEE Advanced 2027', 'Morning Batch A');
    expect(apex.every((e) => e.topics && e.description)).toBe(true);
  });
});
