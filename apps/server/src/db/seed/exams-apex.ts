import { APEX } from './institutes';
import {
  TIMETABLE,
  days,
  instructionsEn,
  many,
  match,
  one,
  trueFalse,
  type SeedLabel,
  type SeedQuestion,
  type SeedTest,
} from './exams-bank';
import { CRASH_WEEKLY, EQUILIBRIUM, JEE_CHEMISTRY, JEE_MATHEMATICS, JEE_PHYSICS } from './exams-apex-jee';

/* Apex's exam desk (Riya's batch) and product tests (Sam owns both products). */

export const APEX_LABELS: SeedLabel[] = [
  { instituteId: APEX, name: 'Mock Test', testTypeId: 1 },
  { instituteId: APEX, name: 'Chapter Tests', testTypeId: 4 },
];

const NEET_PHYSICS: SeedQuestion[] = [
  one(
    'The dimensional formula of Planck’s constant is…',
    ['\\([ML^2T^{-1}]\\)', '\\([MLT^{-2}]\\)', '\\([ML^2T^{-2}]\\)', '\\([MLT^{-1}]\\)'],
    0,
    { solution: '<p>\\(E = h\\nu\\): \\([h] = \\frac{[ML^2T^{-2}]}{[T^{-1}]} = [ML^2T^{-1}]\\).</p>' },
  ),
  one('A lens of power \\(+2\\ \\text{D}\\) has a focal length of…', ['20 cm', '50 cm', '2 m', '−50 cm'], 1, {
    solution: '<p>\\(f = \\frac{1}{P} = \\frac{1}{2}\\ \\text{m} = 50\\ \\text{cm}\\).</p>',
  }),
  trueFalse('In a step-up transformer the output current is larger than the input current.', false, {
    feedback: '<p>Power is conserved: when the voltage steps up, the current steps down.</p>',
  }),
  one(
    'The de Broglie wavelength of a particle of momentum \\(p\\) is…',
    ['\\(hp\\)', '\\(\\frac{h}{p}\\)', '\\(\\frac{p}{h}\\)', '\\(\\frac{h}{p^2}\\)'],
    1,
    { feedback: '<p>\\(\\lambda = \\frac{h}{p}\\): a larger momentum gives a shorter wavelength.</p>' },
  ),
];

const NEET_CHEMISTRY: SeedQuestion[] = [
  one(
    'The IUPAC name of \\(\\mathrm{CH_3CH_2CHO}\\) is…',
    ['Ethanal', 'Propanal', 'Propanone', 'Propan-1-ol'],
    1,
    { feedback: '<p>Three carbons with an aldehyde group: propanal.</p>' },
  ),
  many('Which of these are aromatic?', ['Benzene', 'Cyclohexane', 'Pyridine', 'Cyclooctatetraene'], [0, 2], {
    feedback: '<p>Aromatic rings are planar, cyclic and have \\(4n + 2\\) π electrons.</p>',
  }),
  one(
    'The shape of \\(\\mathrm{SF_6}\\) is…',
    ['Tetrahedral', 'Trigonal bipyramidal', 'Octahedral', 'Square planar'],
    2,
    {
      feedback:
        '<p>Six bond pairs and no lone pairs on sulphur: sp<sup>3</sup>d<sup>2</sup>, octahedral.</p>',
    },
  ),
  trueFalse('Noble gases have the highest ionisation enthalpy in their periods.', true, {
    feedback: '<p>Their filled valence shells hold their electrons most tightly.</p>',
  }),
];

const NEET_BIOLOGY: SeedQuestion[] = [
  one(
    'Which organelle is called the powerhouse of the cell?',
    ['Ribosome', 'Golgi body', 'Mitochondrion', 'Lysosome'],
    2,
    { feedback: '<p>Mitochondria make ATP by aerobic respiration.</p>' },
  ),
  match(
    'Match each hormone with the gland that secretes it.',
    ['Insulin', 'Thyroxine', 'Adrenaline', 'Melatonin'],
    ['Adrenal medulla', 'Pineal gland', 'Pancreas (β cells)', 'Thyroid'],
    [2, 3, 0, 1],
    {
      feedback:
        '<p>Insulin – pancreas, thyroxine – thyroid, adrenaline – adrenal medulla, melatonin – pineal gland.</p>',
    },
  ),
  many(
    'Which of these are features of C<sub>4</sub> plants?',
    [
      'Kranz anatomy',
      'PEP carboxylase fixes CO<sub>2</sub> first',
      'High photorespiration',
      'Adapted to hot, dry climates',
    ],
    [0, 1, 3],
    {
      feedback:
        '<p>C<sub>4</sub> plants avoid photorespiration by concentrating CO<sub>2</sub> in bundle sheath cells.</p>',
    },
  ),
  one('In humans, the number of autosomes in a somatic cell is…', ['22', '23', '44', '46'], 2, {
    feedback: '<p>46 chromosomes: 44 autosomes and 2 sex chromosomes.</p>',
  }),
];

const NEET_MOCK_3: SeedQuestion[] = [
  one(
    'Which vitamin deficiency causes scurvy?',
    ['Vitamin A', 'Vitamin B<sub>12</sub>', 'Vitamin C', 'Vitamin D'],
    2,
    { feedback: '<p>Vitamin C (ascorbic acid) is needed for collagen; its lack causes bleeding gums.</p>' },
  ),
  one(
    'The unit of the rate constant of a first-order reaction is…',
    [
      'mol L<sup>−1</sup> s<sup>−1</sup>',
      's<sup>−1</sup>',
      'L mol<sup>−1</sup> s<sup>−1</sup>',
      'mol s<sup>−1</sup>',
    ],
    1,
    {
      feedback:
        '<p>For order \\(n\\), the unit is \\(\\text{mol}^{1-n}\\,\\text{L}^{n-1}\\,\\text{s}^{-1}\\); \\(n = 1\\) leaves s<sup>−1</sup>.</p>',
    },
  ),
  one(
    'Escape velocity from the Earth’s surface is about…',
    ['7.9 km/s', '11.2 km/s', '3 km/s', '42 km/s'],
    1,
    {
      solution:
        '<p>\\(v_e = \\sqrt{2gR} \\approx \\sqrt{2 \\times 9.8 \\times 6.4 \\times 10^6} \\approx 11.2\\ \\text{km/s}\\).</p>',
    },
  ),
  trueFalse('Double fertilisation is a feature of angiosperms.', true, {
    feedback:
      '<p>One male gamete fuses with the egg, the other with the polar nuclei to form the endosperm.</p>',
  }),
  many(
    'Which of these are greenhouse gases?',
    ['CO<sub>2</sub>', 'Methane', 'Nitrogen', 'Water vapour'],
    [0, 1, 3],
    { feedback: '<p>Nitrogen does not absorb infrared radiation.</p>' },
  ),
  match(
    'Match each disease with its cause.',
    ['Malaria', 'Typhoid', 'Ringworm'],
    ['Fungus', 'Plasmodium', 'Salmonella typhi'],
    [1, 2, 0],
    { feedback: '<p>Malaria – Plasmodium, typhoid – Salmonella typhi, ringworm – a fungus.</p>' },
  ),
];

const JEE_MARKING =
  'Each question carries 4 marks; a wrong answer to a choice question takes away 1 mark. Matching and numerical answers lose nothing.';
const NEET_MARKING = 'Each question carries 4 marks; a wrong answer to a choice question takes away 1 mark.';
const jee = (subject: string, questions: SeedQuestion[]) => ({ subject, marks: 4, negative: 1, questions });
const count = (t: Pick<SeedTest, 'sections'>) => t.sections.reduce((n, s) => n + s.questions.length, 0);
const withInstructions = (t: Omit<SeedTest, 'instructions'>, marking: string): SeedTest => ({
  ...t,
  instructions: instructionsEn(t.durationMinutes, count(t), marking),
});

const MORNING_A: Array<[string, string]> = [['JEE Advanced 2027', 'Morning Batch A']];

export const APEX_TESTS: SeedTest[] = [
  withInstructions(
    {
      id: 9101,
      instituteId: APEX,
      label: 'Mock Test',
      name: 'JEE Main Mock Test 5',
      testTypeId: 1,
      window: TIMETABLE,
      durationMinutes: 180,
      batches: MORNING_A,
      sections: [
        jee('Physics', JEE_PHYSICS),
        jee('Chemistry', JEE_CHEMISTRY),
        jee('Mathematics', JEE_MATHEMATICS),
      ],
    },
    JEE_MARKING,
  ),
  withInstructions(
    {
      id: 9102,
      instituteId: APEX,
      label: 'Chapter Tests',
      name: 'Chemistry chapter test: equilibrium',
      testTypeId: 4,
      window: TIMETABLE,
      durationMinutes: 90,
      batches: MORNING_A,
      sections: [jee('Chemistry', EQUILIBRIUM)],
    },
    JEE_MARKING,
  ),
  withInstructions(
    {
      id: 9201,
      instituteId: APEX,
      product: 'NEET Mock Test Series',
      name: 'NEET full mock test 2',
      testTypeId: 1,
      window: TIMETABLE,
      durationMinutes: 180,
      sections: [
        jee('Physics', NEET_PHYSICS),
        jee('Chemistry', NEET_CHEMISTRY),
        jee('Biology', NEET_BIOLOGY),
      ],
    },
    NEET_MARKING,
  ),
  withInstructions(
    {
      id: 9202,
      instituteId: APEX,
      product: 'NEET Mock Test Series',
      name: 'NEET full mock test 3',
      testTypeId: 1,
      window: TIMETABLE,
      durationMinutes: 200,
      sections: [jee('Physics, Chemistry, Biology', NEET_MOCK_3)],
    },
    NEET_MARKING,
  ),
  withInstructions(
    {
      id: 9203,
      instituteId: APEX,
      product: 'JEE Crash Course 2027',
      name: 'JEE Crash Course Weekly Test 4',
      testTypeId: 4,
      window: days(-3, 4),
      durationMinutes: 60,
      sections: [
        jee(
          'Mathematics',
          CRASH_WEEKLY.filter((_, i) => ![2, 3, 4, 6].includes(i)),
        ),
        jee(
          'Physics',
          CRASH_WEEKLY.filter((_, i) => [2, 3, 4, 6].includes(i)),
        ),
      ],
    },
    JEE_MARKING,
  ),
];
