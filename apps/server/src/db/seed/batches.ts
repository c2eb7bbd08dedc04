import type { Db } from '../client';
import { batches, courses, studentBatches } from '../schema';
import { DEMO_USERS } from './people';

/** Ids of the seeded standards/courses and sections/batches, by institute and name. */
export interface SeededBatches {
  /** Standard (school) or course (coaching) id; throws for an unknown name (a typo in seed data). */
  courseId(instituteId: number, course: string): number;
  /** Section (school) or batch (coaching) id of that standard or course. */
  batchId(instituteId: number, course: string, batch: string): number;
}

const key = (...parts: Array<string | number>) => parts.join('\u0000');

/**
 * Standards and sections (schools), courses and batches (coaching) from the demo
 * students' records, plus a few that have no demo student (so "addressed to
 * another section" has something to point at), and each student's membership.
 */
export async function seedBatches(
  db: Db,
  extra: Array<[instituteId: number, course: string, batch: string]> = [],
): Promise<SeededBatches> {
  const wanted: Array<{ instituteId: number; course: string; batch: string | null; studentId?: number }> = [];
  for (const user of DEMO_USERS) {
    const s = user.student;
    if (!s) continue;
    const course = s.standard ?? s.course;
    if (!course) continue;
    wanted.push({
      instituteId: user.instituteId,
      course,
      batch: s.section ?? s.batch ?? null,
      studentId: s.studentId,
    });
  }
  for (const [instituteId, course, batch] of extra) wanted.push({ instituteId, course, batch });

  const courseIds = new Map<string, number>();
  const batchIds = new Map<string, number>();
  for (const { instituteId, course, batch, studentId } of wanted) {
    let courseId = courseIds.get(key(instituteId, course));
    if (courseId === undefined) {
      [{ id: courseId }] = (await db
        .insert(courses)
        .values({ instituteId, name: course })
        .returning({ id: courses.id })) as [{ id: number }];
      courseIds.set(key(instituteId, course), courseId);
    }
    if (batch === null) continue;
    let batchId = batchIds.get(key(instituteId, course, batch));
    if (batchId === undefined) {
      [{ id: batchId }] = (await db
        .insert(batches)
        .values({ instituteId, courseId, name: batch })
        .returning({ id: batches.id })) as [{ id: number }];
      batchIds.set(key(instituteId, course, batch), batchId);
    }
    if (studentId !== undefined) await db.insert(studentBatches).values({ instituteId, studentId, batchId });
  }

  return {
    courseId(instituteId, course) {
      const id = courseIds.get(key(instituteId, course));
      if (id === undefined) throw new Error(`seed: no course ${course} in institute ${instituteId}`);
      return id;
    },
    batchId(instituteId, course, batch) {
      const id = batchIds.get(key(instituteId, course, batch));
      if (id === undefined) throw new Error(`seed: no batch ${course}/${batch} in institute ${instituteId}`);
      return id;
    },
  };
}
