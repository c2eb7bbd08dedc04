import type { Db } from '../client';
import { enrolments, studentBatches, students, users } from '../schema';
import { accountIdOf } from './accounts';
import type { SeededBatches } from './batches';
import { APEX, GREENFIELD, LERNWERK, LUMIERE, VIDYA, currentYearId, type SeededYears } from './institutes';

/*
 * Classmates of the demo students, so that reports have a class to compare with (issue 10):
 * forty in Aarav's Class 8 - A and a few in the other demo students' sections and batches.
 * None of them signs in (no e-mail, phone or password).
 */

export interface Classmate {
  userId: number;
  studentId: number;
  instituteId: number;
  name: string;
  gender: 'Male' | 'Female';
}

interface Group {
  instituteId: number;
  prefix: string;
  /** Standard and section (school) or course and batch (coaching). */
  course: string;
  batch: string;
  school: boolean;
  /** The first user id and student id of the group; the next ones follow. */
  firstId: number;
  names: Array<[string, 'M' | 'F']>;
}

const GROUPS: Group[] = [
  {
    instituteId: GREENFIELD,
    prefix: 'GPS',
    course: 'Class 8',
    batch: 'A',
    school: true,
    firstId: 1101,
    names: [
      ['Aditi Rao', 'F'],
      ['Rohan Gupta', 'M'],
      ['Ananya Iyer', 'F'],
      ['Vihaan Malhotra', 'M'],
      ['Saanvi Reddy', 'F'],
      ['Arnav Joshi', 'M'],
      ['Myra Kapoor', 'F'],
      ['Reyansh Singh', 'M'],
      ['Ira Menon', 'F'],
      ['Kabir Chatterjee', 'M'],
      ['Anika Bhatt', 'F'],
      ['Aryan Desai', 'M'],
      ['Tara Pillai', 'F'],
      ['Dhruv Agarwal', 'M'],
      ['Kiara Banerjee', 'F'],
      ['Atharv Kulkarni', 'M'],
      ['Riya Saxena', 'F'],
      ['Ayaan Qureshi', 'M'],
      ['Navya Hegde', 'F'],
      ['Shaurya Mishra', 'M'],
      ['Pari Choudhary', 'F'],
      ['Krishna Naidu', 'M'],
      ['Avni Srinivasan', 'F'],
      ['Advait Pandey', 'M'],
      ['Meher Sethi', 'F'],
      ['Vivaan Bose', 'M'],
      ['Siya Thakur', 'F'],
      ['Ishan Khanna', 'M'],
      ['Prisha Dutta', 'F'],
      ['Yash Tiwari', 'M'],
      ['Aarohi Shetty', 'F'],
      ['Laksh Venkatesh', 'M'],
      ['Diya Fernandes', 'F'],
      ['Arjun Sinha', 'M'],
      ['Sara Mukherjee', 'F'],
      ['Rudra Chauhan', 'M'],
      ['Nitya Ramesh', 'F'],
      ['Parth Jain', 'M'],
      ['Zoya Siddiqui', 'F'],
      ['Om Prakash Yadav', 'M'],
    ],
  },
  {
    instituteId: GREENFIELD,
    prefix: 'GPS',
    course: 'Class 5',
    batch: 'B',
    school: true,
    firstId: 1151,
    names: [
      ['Aadhya Kumar', 'F'],
      ['Neil D’Costa', 'M'],
      ['Ahana Ghosh', 'F'],
      ['Kian Mathew', 'M'],
    ],
  },
  {
    instituteId: APEX,
    prefix: 'APX',
    course: 'JEE Advanced 2027',
    batch: 'Morning Batch A',
    school: false,
    firstId: 2101,
    names: [
      ['Harsh Vardhan', 'M'],
      ['Sneha Pillai', 'F'],
      ['Aman Tripathi', 'M'],
      ['Pooja Nambiar', 'F'],
      ['Karthik Subramanian', 'M'],
    ],
  },
  {
    instituteId: LUMIERE,
    prefix: 'LUM',
    course: 'CM2',
    batch: 'B',
    school: true,
    firstId: 3101,
    names: [
      ['Hugo Bernard', 'M'],
      ['Chloé Petit', 'F'],
      ['Louis Durand', 'M'],
      ['Inès Lefèvre', 'F'],
    ],
  },
  {
    instituteId: VIDYA,
    prefix: 'VN',
    course: 'VI',
    batch: 'A',
    school: true,
    firstId: 4101,
    names: [
      ['आदित्य वर्मा', 'M'],
      ['प्रिया यादव', 'F'],
      ['रोहित चौहान', 'M'],
      ['सुहानी मिश्रा', 'F'],
    ],
  },
  {
    instituteId: LERNWERK,
    prefix: 'LW',
    course: 'Mathematik',
    batch: 'Abend',
    school: false,
    firstId: 5101,
    names: [
      ['Lukas Becker', 'M'],
      ['Marie Schneider', 'F'],
      ['Felix Hoffmann', 'M'],
      ['Sophie Fischer', 'F'],
    ],
  },
];

const classmatesOf = (group: Group): Classmate[] =>
  group.names.map(([name, g], i) => ({
    userId: group.firstId + i,
    studentId: group.firstId + i,
    instituteId: group.instituteId,
    name,
    gender: g === 'M' ? 'Male' : 'Female',
  }));

/** Aarav's forty classmates in Class 8 - A, in roll-number order. */
export const CLASS_8A_CLASSMATES = classmatesOf(GROUPS[0]!);
/** Diya's classmates in Class 5 - B. */
export const CLASS_5B_CLASSMATES = classmatesOf(GROUPS[1]!);
/** Riya's batchmates in JEE Advanced 2027 - Morning Batch A. */
export const APEX_CLASSMATES = classmatesOf(GROUPS[2]!);
/** Léa's classmates in CM2 - B, Ananya's in VI - A, Jonas's batchmates in Mathematik - Abend. */
export const LUMIERE_CLASSMATES = classmatesOf(GROUPS[3]!);
export const VIDYA_CLASSMATES = classmatesOf(GROUPS[4]!);
export const LERNWERK_CLASSMATES = classmatesOf(GROUPS[5]!);

/** Seeds the classmates (users, students, this year's enrolment, their section or batch). */
export async function seedClassmates(db: Db, years: SeededYears, batches: SeededBatches): Promise<void> {
  for (const group of GROUPS) {
    const joinDate = years.startDates.get(currentYearId(group.instituteId))!;
    const batchId = batches.batchId(group.instituteId, group.course, group.batch);
    const people = classmatesOf(group);
    await db.insert(users).values(
      people.map((p) => ({
        id: p.userId,
        instituteId: p.instituteId,
        accountId: accountIdOf(p.userId),
        role: 'student' as const,
        userType: 1,
        name: p.name,
        joinDate,
      })),
    );
    await db.insert(students).values(
      people.map((p, i) => ({
        id: p.studentId,
        userId: p.userId,
        instituteId: p.instituteId,
        // Their own run of display ids and roll numbers, clear of the demo accounts'.
        displayId: `${group.prefix}-${joinDate.slice(0, 4)}-${p.studentId}`,
        gender: p.gender,
        rollNo: group.school ? String(20 + i) : null,
        ...(group.school
          ? { standard: group.course, section: group.batch }
          : { course: group.course, batch: group.batch }),
      })),
    );
    await db
      .insert(enrolments)
      .values(
        people.map((p) => ({ studentId: p.studentId, academicYearId: currentYearId(group.instituteId) })),
      );
    await db
      .insert(studentBatches)
      .values(people.map((p) => ({ instituteId: group.instituteId, studentId: p.studentId, batchId })));
  }
}
