import { many, match, one, trueFalse, withMedia, written, type SeedQuestion } from './exams-bank';
import { GREENFIELD_EXAM_FILES } from './exams-gf-mock-chem-maths';

/* Greenfield's attempted unit tests (9012, 9013) and practice sets (9014, 9015, 9017). */

/** 9012 Mathematics Unit Test 2: squares, cubes, exponents. Question 4 carries a video and a PDF. */
export const MATHS_UNIT_2: SeedQuestion[] = [
  one('What is \\(15^2\\)?', ['125', '225', '255', '325'], 1, {
    solution: '<p>\\(15 \\times 15 = 225\\).</p>',
  }),
  one('What is \\(\\sqrt{196}\\)?', ['12', '13', '14', '16'], 2, {
    solution: '<p>\\(14 \\times 14 = 196\\).</p>',
  }),
  trueFalse('The square of an odd number is always odd.', true, {
    feedback: '<p>Odd × odd is always odd.</p>',
  }),
  withMedia(
    [
      { media_type: 'video', source_path: `${GREENFIELD_EXAM_FILES}/cube-numbers-lesson.webm` },
      { media_type: 'pdf', source_path: `${GREENFIELD_EXAM_FILES}/cube-numbers-worked-examples.pdf` },
    ],
    one(
      'What is \\(\\sqrt[3]{512}\\)? Watch the lesson video or read the worked examples if you need a reminder.',
      ['6', '7', '8', '9'],
      2,
      {
        feedback: '<p>Find the number which, multiplied by itself three times, gives 512.</p>',
        solution: '<p>\\(512 = 2^9 = (2^3)^3 = 8^3\\), so \\(\\sqrt[3]{512} = 8\\).</p>',
      },
    ),
  ),
  many(
    'Which of these are perfect cubes? Select all that apply.',
    ['27', '36', '64', '100', '125'],
    [0, 2, 4],
    {
      solution: '<p>\\(27 = 3^3\\), \\(64 = 4^3\\), \\(125 = 5^3\\).</p>',
    },
  ),
  one('Simplify \\(2^5 \\times 2^3\\).', ['\\(2^2\\)', '\\(2^8\\)', '\\(2^{15}\\)', '\\(4^8\\)'], 1, {
    feedback: '<p>When multiplying powers with the same base, add the exponents.</p>',
    solution: '<p>\\(2^5 \\times 2^3 = 2^{5+3} = 2^8\\).</p>',
  }),
  one(
    'Write 0.000 007 in standard form.',
    [
      '\\(7 \\times 10^{-5}\\)',
      '\\(7 \\times 10^{-6}\\)',
      '\\(7 \\times 10^{6}\\)',
      '\\(0.7 \\times 10^{-5}\\)',
    ],
    1,
    {
      solution: '<p>Move the decimal point 6 places to the right: \\(7 \\times 10^{-6}\\).</p>',
    },
  ),
  match(
    'Match each number with its square root.',
    ['81', '169', '256', '400'],
    ['13', '16', '20', '9'],
    [3, 0, 1, 2],
    { solution: '<p>\\(9^2 = 81\\), \\(13^2 = 169\\), \\(16^2 = 256\\), \\(20^2 = 400\\).</p>' },
  ),
  trueFalse('\\((-3)^2 = -9\\)', false, {
    feedback: '<p>A negative number times a negative number is positive.</p>',
    solution: '<p>\\((-3)^2 = (-3) \\times (-3) = 9\\).</p>',
  }),
  one(
    'What is the smallest number by which 180 must be multiplied to get a perfect square?',
    ['2', '3', '5', '6'],
    2,
    {
      solution: '<p>\\(180 = 2^2 \\times 3^2 \\times 5\\): the 5 has no pair, so multiply by 5.</p>',
    },
  ),
];

/** 9013 Science Unit Test 2: microorganisms and combustion, two written answers. */
export const SCIENCE_UNIT_2: SeedQuestion[] = [
  one(
    'Which microorganism is used to make curd from milk?',
    ['Yeast', 'Lactobacillus', 'Rhizobium', 'Penicillium'],
    1,
    { feedback: '<p>Lactobacillus bacteria multiply in milk and set it into curd.</p>' },
  ),
  one(
    'Which disease of humans is spread by the female Anopheles mosquito?',
    ['Cholera', 'Malaria', 'Tuberculosis', 'Typhoid'],
    1,
    { feedback: '<p>The Anopheles mosquito carries the malaria parasite, Plasmodium.</p>' },
  ),
  trueFalse('Antibiotics work against viruses such as the common cold.', false, {
    feedback: '<p>Antibiotics kill or stop bacteria; they do not act on viruses.</p>',
  }),
  many(
    'Which of these help to preserve food? Select all that apply.',
    ['Salting', 'Adding sugar', 'Keeping it warm and moist', 'Refrigeration'],
    [0, 1, 3],
    {
      feedback:
        '<p>Salt, sugar and cold all stop microorganisms from growing; warmth and moisture help them grow.</p>',
    },
  ),
  one(
    'The lowest temperature at which a substance catches fire is its…',
    ['boiling point', 'melting point', 'ignition temperature', 'calorific value'],
    2,
    { feedback: '<p>A substance burns only once it reaches its ignition temperature.</p>' },
  ),
  match(
    'Match each microorganism with its use or effect.',
    ['Yeast', 'Rhizobium', 'Virus'],
    ['Fixes nitrogen in the roots of pulses', 'Causes polio', 'Makes bread dough rise'],
    [2, 0, 1],
    { feedback: '<p>Yeast raises dough, Rhizobium fixes nitrogen, and the polio virus causes disease.</p>' },
  ),
  written(
    'Describe two ways in which microorganisms are useful to us.',
    'Any two: yeast ferments sugar in baking and brewing; Lactobacillus turns milk into curd; microorganisms make antibiotics such as penicillin; Rhizobium fixes nitrogen for plants; microbes decompose waste into manure.',
    { feedback: '<p>Think of the kitchen, the farm and medicine.</p>' },
  ),
  written(
    'Explain why a burning paper cup of water does not catch fire at once when heated with a candle.',
    'The water takes the heat from the paper, so the paper does not reach its ignition temperature and does not burn until the water has boiled away.',
    { feedback: '<p>Think of where the heat goes and of ignition temperature.</p>' },
  ),
];

/** 9014 Algebra Practice Set. */
export const ALGEBRA_PRACTICE: SeedQuestion[] = [
  one(
    'Expand \\((a + b)^2\\).',
    ['\\(a^2 + b^2\\)', '\\(a^2 + 2ab + b^2\\)', '\\(a^2 - 2ab + b^2\\)', '\\(2a + 2b\\)'],
    1,
    {
      feedback: '<p>\\((a + b)^2 = (a + b)(a + b)\\): multiply every term by every term.</p>',
    },
  ),
  one('What is the coefficient of \\(x\\) in \\(5x^2 - 3x + 7\\)?', ['5', '−3', '3', '7'], 1, {
    feedback: '<p>The coefficient keeps the sign in front of the term: \\(-3x\\).</p>',
  }),
  trueFalse('\\(3xy\\) and \\(-7yx\\) are like terms.', true, {
    feedback: '<p>They have the same variables to the same powers.</p>',
  }),
  one(
    'Simplify \\(4a - 2b + 3a + 5b\\).',
    ['\\(7a + 3b\\)', '\\(7a - 3b\\)', '\\(a + 3b\\)', '\\(10ab\\)'],
    0,
    { solution: '<p>\\((4a + 3a) + (-2b + 5b) = 7a + 3b\\).</p>' },
  ),
  one(
    'Factorise \\(x^2 - 9\\).',
    ['\\((x - 3)^2\\)', '\\((x + 9)(x - 1)\\)', '\\((x + 3)(x - 3)\\)', '\\(x(x - 9)\\)'],
    2,
    {
      solution: '<p>\\(a^2 - b^2 = (a + b)(a - b)\\) with \\(a = x\\), \\(b = 3\\).</p>',
    },
  ),
  many(
    'Which of these expressions are binomials? Select all that apply.',
    ['\\(x + y\\)', '\\(3a^2\\)', '\\(p - 4q\\)', '\\(x^2 + x + 1\\)'],
    [0, 2],
    { feedback: '<p>A binomial has exactly two unlike terms.</p>' },
  ),
];

/** 9015 Geometry Practice Set. */
export const GEOMETRY_PRACTICE: SeedQuestion[] = [
  one('What is the sum of the interior angles of a quadrilateral?', ['180°', '270°', '360°', '540°'], 2, {
    feedback:
      '<p>A diagonal splits a quadrilateral into two triangles: \\(2 \\times 180^\\circ = 360^\\circ\\).</p>',
  }),
  one(
    'Each exterior angle of a regular polygon is 45°. How many sides does it have?',
    ['6', '8', '9', '10'],
    1,
    {
      solution: '<p>The exterior angles add up to 360°: \\(\\frac{360}{45} = 8\\).</p>',
    },
  ),
  trueFalse('Every rectangle is a square.', false, {
    feedback: '<p>Every square is a rectangle, not the other way round.</p>',
  }),
  one(
    'The area of a circle of radius 7 cm, taking \\(\\pi = \\frac{22}{7}\\), is…',
    ['44 cm²', '88 cm²', '154 cm²', '308 cm²'],
    2,
    {
      solution: '<p>\\(\\pi r^2 = \\frac{22}{7} \\times 49 = 154\\ \\text{cm}^2\\).</p>',
    },
  ),
  many(
    'Which of these have exactly two pairs of parallel sides?',
    ['Trapezium', 'Parallelogram', 'Kite', 'Rhombus'],
    [1, 3],
    {
      feedback:
        '<p>Parallelograms (rhombuses included) have two pairs; a trapezium has one, a kite none.</p>',
    },
  ),
  match(
    'Match each solid with its number of faces.',
    ['Cube', 'Triangular prism', 'Square pyramid'],
    ['5', '6'],
    [1, 0, 0],
    {
      feedback:
        '<p>A cube has 6 faces; a triangular prism 2 triangles and 3 rectangles; a square pyramid 1 square and 4 triangles.</p>',
    },
  ),
];

/** 9017 Fractions Drill. */
export const FRACTIONS_DRILL: SeedQuestion[] = [
  one(
    'What is \\(\\frac{2}{3} \\times \\frac{3}{5}\\)?',
    ['\\(\\frac{2}{5}\\)', '\\(\\frac{5}{8}\\)', '\\(\\frac{6}{8}\\)', '\\(\\frac{9}{10}\\)'],
    0,
    { solution: '<p>\\(\\frac{2 \\times 3}{3 \\times 5} = \\frac{6}{15} = \\frac{2}{5}\\).</p>' },
  ),
  one(
    'What is \\(\\frac{5}{6} - \\frac{1}{3}\\)?',
    ['\\(\\frac{1}{2}\\)', '\\(\\frac{4}{3}\\)', '\\(\\frac{2}{3}\\)', '\\(\\frac{1}{6}\\)'],
    0,
    { solution: '<p>\\(\\frac{5}{6} - \\frac{2}{6} = \\frac{3}{6} = \\frac{1}{2}\\).</p>' },
  ),
  trueFalse('\\(\\frac{4}{10}\\) and \\(\\frac{2}{5}\\) are equivalent fractions.', true, {
    feedback: '<p>Divide the top and bottom of \\(\\frac{4}{10}\\) by 2.</p>',
  }),
  one(
    'What is \\(\\frac{3}{4} \\div \\frac{3}{8}\\)?',
    ['\\(\\frac{9}{32}\\)', '\\(\\frac{1}{2}\\)', '2', '4'],
    2,
    { solution: '<p>\\(\\frac{3}{4} \\times \\frac{8}{3} = 2\\).</p>' },
  ),
  many(
    'Which of these fractions are greater than \\(\\frac{1}{2}\\)?',
    ['\\(\\frac{3}{5}\\)', '\\(\\frac{4}{9}\\)', '\\(\\frac{5}{8}\\)', '\\(\\frac{2}{7}\\)'],
    [0, 2],
    { feedback: '<p>A fraction is more than a half when its top is more than half its bottom.</p>' },
  ),
];
