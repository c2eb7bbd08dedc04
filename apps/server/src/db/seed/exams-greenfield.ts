import { GREENFIELD } from './institutes';
import { TIMETABLE, days, instructionsEn, type SeedLabel, type SeedTest } from './exams-bank';
import { MOCK_CHEMISTRY, MOCK_MATHEMATICS } from './exams-gf-mock-chem-maths';
import { MOCK_PASSAGES, MOCK_PHYSICS } from './exams-gf-mock-physics';
import { DIAGNOSTIC, ENGLISH_GRAMMAR, MATHS_UNIT_3, SCIENCE_QUIZ } from './exams-gf-tests-a';
import {
  ALGEBRA_PRACTICE,
  FRACTIONS_DRILL,
  GEOMETRY_PRACTICE,
  MATHS_UNIT_2,
  SCIENCE_UNIT_2,
} from './exams-gf-tests-b';

/* Greenfield's exam desk (seed plan): three labels and ten tests for Class 8 - A. */

export const GREENFIELD_LABELS: SeedLabel[] = [
  { instituteId: GREENFIELD, name: 'Mock Test', testTypeId: 1 },
  { instituteId: GREENFIELD, name: 'Practice', testTypeId: 2 },
  { instituteId: GREENFIELD, name: 'Unit Tests', testTypeId: 4 },
];

export const GREENFIELD_PASSAGES = MOCK_PASSAGES;

const CLASS_8A: Array<[string, string]> = [['Class 8', 'A']];
const MOCK_MARKING =
  'Each question carries 2 marks. A wrong answer to a choice question takes away half a mark; written and matching answers lose nothing.';
const UNIT_MARKING = 'Each question carries 1 mark. There is no negative marking.';
const PRACTICE_MARKING =
  'Practice as often as your limit allows: your best attempt does not count towards your term marks.';

const test = (
  t: Omit<SeedTest, 'instituteId' | 'batches' | 'instructions'> & { marking: string },
): SeedTest => {
  const { marking, ...rest } = t;
  const count = t.sections.reduce((n, s) => n + s.questions.length, 0);
  return {
    ...rest,
    instituteId: GREENFIELD,
    batches: CLASS_8A,
    instructions: instructionsEn(t.durationMinutes, count, marking),
  };
};

const mock = (subject: string, questions: SeedTest['sections'][number]['questions']) => ({
  subject,
  marks: 2,
  negative: 0.5,
  questions,
});
const unit = (subject: string, questions: SeedTest['sections'][number]['questions']) => ({
  subject,
  marks: 1,
  negative: 0,
  questions,
});

export const GREENFIELD_TESTS: SeedTest[] = [
  test({
    id: 9010,
    label: 'Mock Test',
    name: 'Class 8 Full Mock Test 1',
    testTypeId: 1,
    window: days(-2, 6),
    durationMinutes: 90,
    marking: MOCK_MARKING,
    sections: [
      mock('Physics', MOCK_PHYSICS),
      mock('Chemistry', MOCK_CHEMISTRY),
      mock('Mathematics', MOCK_MATHEMATICS),
    ],
  }),
  test({
    id: 9016,
    label: 'Mock Test',
    name: 'English Grammar Mock',
    testTypeId: 1,
    window: days(-1, 10),
    durationMinutes: 240,
    marking: MOCK_MARKING,
    sections: [mock('English', ENGLISH_GRAMMAR)],
  }),
  test({
    id: 9011,
    label: 'Mock Test',
    name: 'Diagnostic Mock Test 0',
    testTypeId: 1,
    window: days(-20, -5),
    durationMinutes: 60,
    marking: MOCK_MARKING,
    sections: [mock('Mathematics', DIAGNOSTIC.slice(0, 1)), mock('Science', DIAGNOSTIC.slice(1))],
  }),
  test({
    id: 9001,
    label: 'Unit Tests',
    name: 'Mathematics Unit Test 3',
    testTypeId: 4,
    window: TIMETABLE,
    durationMinutes: 45,
    marking: UNIT_MARKING,
    sections: [unit('Mathematics', MATHS_UNIT_3)],
  }),
  test({
    id: 9002,
    label: 'Unit Tests',
    name: 'Science Weekly Quiz',
    testTypeId: 4,
    window: TIMETABLE,
    durationMinutes: 60,
    marking: UNIT_MARKING,
    sections: [unit('Science', SCIENCE_QUIZ)],
  }),
  test({
    id: 9012,
    label: 'Unit Tests',
    name: 'Mathematics Unit Test 2',
    testTypeId: 4,
    window: days(-20, -10),
    durationMinutes: 45,
    resultPublished: true,
    downloadSolution: true,
    marking: UNIT_MARKING,
    sections: [unit('Mathematics', MATHS_UNIT_2)],
  }),
  test({
    id: 9013,
    label: 'Unit Tests',
    name: 'Science Unit Test 2',
    testTypeId: 4,
    window: days(-12, -3),
    durationMinutes: 45,
    marking:
      'Each question carries 1 mark; the two written answers carry 3 marks each and are marked by your teacher.',
    sections: [
      {
        subject: 'Science',
        marks: 1,
        negative: 0,
        questions: SCIENCE_UNIT_2.map((q) => (q.type === 2 ? { ...q, marks: 3 } : q)),
      },
    ],
  }),
  test({
    id: 9014,
    label: 'Practice',
    name: 'Algebra Practice Set',
    testTypeId: 2,
    window: days(-30, 60),
    durationMinutes: 20,
    testLimit: 3,
    marking: PRACTICE_MARKING,
    sections: [unit('Mathematics', ALGEBRA_PRACTICE)],
  }),
  test({
    id: 9015,
    label: 'Practice',
    name: 'Geometry Practice Set',
    testTypeId: 2,
    window: days(-30, 60),
    durationMinutes: 20,
    testLimit: 2,
    // A practice report (no comparison); its solution report stays closed (download not allowed).
    resultPublished: true,
    marking: PRACTICE_MARKING,
    sections: [unit('Mathematics', GEOMETRY_PRACTICE)],
  }),
  test({
    id: 9017,
    label: 'Practice',
    name: 'Fractions Drill',
    testTypeId: 2,
    window: days(-30, 90),
    durationMinutes: 15,
    testLimit: 0,
    marking: PRACTICE_MARKING,
    sections: [unit('Mathematics', FRACTIONS_DRILL)],
  }),
];
