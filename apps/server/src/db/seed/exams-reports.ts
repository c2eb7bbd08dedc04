import { APEX, GREENFIELD, LERNWERK, LUMIERE, VIDYA } from './institutes';
import { days, instructionsEn, type SeedQuestion, type SeedTest } from './exams-bank';
import { JEE_CHEMISTRY, JEE_MATHEMATICS, JEE_PHYSICS } from './exams-apex-jee';
import { MOCK_CHEMISTRY, MOCK_MATHEMATICS } from './exams-gf-mock-chem-maths';
import { MOCK_PHYSICS } from './exams-gf-mock-physics';
import { FRACTIONS_DRILL } from './exams-gf-tests-b';
import { LANGUAGE_TESTS } from './exams-languages';

/*
 * Tests that ended with a published result, for the reports (issue 10): a Class 8 mock among
 * forty classmates, Diya's own unit test, Riya's coaching mock and one published test each in
 * French, Hindi and German. Their papers reuse questions of the bank (the same objects as the
 * other tests', so one question each), leaving out written answers, which would wait for a
 * teacher. Attempts: reports-attempts.ts.
 */

/** The choice and matching questions of a list (no written answers), the first `count`. */
const objective = (list: SeedQuestion[], count: number) => list.filter((q) => q.type !== 2).slice(0, count);
const papersOf = (id: number) =>
  LANGUAGE_TESTS.find((t) => t.id === id)!.sections.flatMap((s) => s.questions);

const MOCK_MARKING =
  'Each question carries 2 marks. A wrong answer to a choice question takes away half a mark; matching answers lose nothing.';

export const REPORT_TESTS: SeedTest[] = [
  {
    id: 9018,
    instituteId: GREENFIELD,
    label: 'Mock Test',
    name: 'Class 8 Mock Test – Term 1',
    testTypeId: 1,
    window: days(-24, -21),
    durationMinutes: 60,
    resultPublished: true,
    downloadSolution: true,
    instructions: instructionsEn(60, 15, MOCK_MARKING),
    batches: [['Class 8', 'A']],
    sections: [
      { subject: 'Physics', marks: 2, negative: 0.5, questions: objective(MOCK_PHYSICS, 5) },
      { subject: 'Chemistry', marks: 2, negative: 0.5, questions: objective(MOCK_CHEMISTRY, 5) },
      { subject: 'Mathematics', marks: 2, negative: 0.5, questions: objective(MOCK_MATHEMATICS, 5) },
    ],
  },
  {
    id: 9019,
    instituteId: GREENFIELD,
    label: 'Unit Tests',
    name: 'Class 5 Fractions Unit Test',
    testTypeId: 4,
    window: days(-18, -16),
    durationMinutes: 30,
    resultPublished: true,
    downloadSolution: true,
    instructions: instructionsEn(30, 5, 'Each question carries 1 mark. There is no negative marking.'),
    batches: [['Class 5', 'B']],
    sections: [{ subject: 'Mathematics', marks: 1, negative: 0, questions: FRACTIONS_DRILL }],
  },
  {
    id: 9104,
    instituteId: APEX,
    label: 'Mock Test',
    name: 'JEE Main Mock Test 4',
    testTypeId: 1,
    window: days(-16, -14),
    durationMinutes: 120,
    resultPublished: true,
    downloadSolution: true,
    instructions: instructionsEn(
      120,
      12,
      'Each question carries 4 marks; a wrong answer to a choice question takes away 1 mark.',
    ),
    batches: [['JEE Advanced 2027', 'Morning Batch A']],
    sections: [
      { subject: 'Physics', marks: 4, negative: 1, questions: objective(JEE_PHYSICS, 4) },
      { subject: 'Chemistry', marks: 4, negative: 1, questions: objective(JEE_CHEMISTRY, 4) },
      { subject: 'Mathematics', marks: 4, negative: 1, questions: objective(JEE_MATHEMATICS, 4) },
    ],
  },
  // Sam's product tests that ended (open users read them under 'Products / Exams'): one
  // published (he is its only taker: percentile 99), one under evaluation, one he missed.
  {
    id: 9204,
    instituteId: APEX,
    product: 'JEE Crash Course 2027',
    name: 'JEE Crash Course Weekly Test 2',
    testTypeId: 4,
    window: days(-15, -13),
    durationMinutes: 45,
    resultPublished: true,
    downloadSolution: true,
    instructions: instructionsEn(45, 6, 'Each question carries 4 marks; a wrong answer takes away 1 mark.'),
    sections: [
      { subject: 'Physics', marks: 4, negative: 1, questions: objective(JEE_PHYSICS, 2) },
      { subject: 'Chemistry', marks: 4, negative: 1, questions: objective(JEE_CHEMISTRY, 2) },
      { subject: 'Mathematics', marks: 4, negative: 1, questions: objective(JEE_MATHEMATICS, 2) },
    ],
  },
  {
    id: 9205,
    instituteId: APEX,
    product: 'JEE Crash Course 2027',
    name: 'JEE Crash Course Weekly Test 3',
    testTypeId: 4,
    window: days(-8, -6),
    durationMinutes: 45,
    instructions: instructionsEn(45, 4, 'Each question carries 4 marks; a wrong answer takes away 1 mark.'),
    sections: [
      { subject: 'Physics', marks: 4, negative: 1, questions: objective(JEE_PHYSICS, 2) },
      { subject: 'Mathematics', marks: 4, negative: 1, questions: objective(JEE_MATHEMATICS, 2) },
    ],
  },
  {
    id: 9206,
    instituteId: APEX,
    product: 'NEET Mock Test Series',
    name: 'NEET full mock test 1',
    testTypeId: 1,
    window: days(-30, -28),
    durationMinutes: 60,
    resultPublished: true,
    instructions: instructionsEn(60, 4, 'Each question carries 4 marks; a wrong answer takes away 1 mark.'),
    sections: [
      { subject: 'Physics', marks: 4, negative: 1, questions: objective(JEE_PHYSICS, 2) },
      { subject: 'Chemistry', marks: 4, negative: 1, questions: objective(JEE_CHEMISTRY, 2) },
    ],
  },
  {
    id: 9402,
    instituteId: LUMIERE,
    label: 'Examen blanc',
    name: 'Examen blanc de mathématiques n° 1',
    testTypeId: 1,
    window: days(-21, -19),
    durationMinutes: 40,
    resultPublished: true,
    downloadSolution: true,
    instructions:
      '<p><strong>Lis attentivement ces consignes.</strong></p><p>L’épreuve comporte 5 questions et dure 40 minutes. Chaque bonne réponse rapporte 2 points ; une réponse fausse à un QCM retire un demi-point.</p>',
    batches: [['CM2', 'B']],
    sections: [
      { subject: 'Mathématiques', marks: 2, negative: 0.5, questions: objective(papersOf(9401), 5) },
    ],
  },
  {
    id: 9502,
    instituteId: VIDYA,
    label: 'मॉक टेस्ट',
    name: 'गणित मॉक टेस्ट 1',
    testTypeId: 1,
    window: days(-21, -19),
    durationMinutes: 40,
    resultPublished: true,
    downloadSolution: true,
    instructions:
      '<p><strong>परीक्षा शुरू करने से पहले ये निर्देश ध्यान से पढ़ें।</strong></p><p>इस परीक्षा में 5 प्रश्न हैं और समय 40 मिनट है। हर सही उत्तर के 2 अंक हैं; बहुविकल्पीय प्रश्न के गलत उत्तर पर आधा अंक कटेगा।</p>',
    batches: [['VI', 'A']],
    sections: [{ subject: 'गणित', marks: 2, negative: 0.5, questions: objective(papersOf(9501), 5) }],
  },
  {
    id: 9303,
    instituteId: LERNWERK,
    label: 'Klausuren',
    name: 'Klausur Differentialrechnung',
    testTypeId: 4,
    window: days(-21, -19),
    durationMinutes: 60,
    resultPublished: true,
    downloadSolution: true,
    instructions:
      '<p><strong>Bitte lies diese Hinweise vor dem Start.</strong></p><p>Die Klausur hat 5 Aufgaben und dauert 60 Minuten. Jede richtige Antwort bringt 3 Punkte; eine falsche Antwort bei Auswahlaufgaben kostet 1 Punkt.</p>',
    batches: [['Mathematik', 'Abend']],
    sections: [{ subject: 'Analysis', marks: 3, negative: 1, questions: objective(papersOf(9302), 5) }],
  },
];
