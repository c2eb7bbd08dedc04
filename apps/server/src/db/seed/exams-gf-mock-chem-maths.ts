import { many, match, matrix, one, trueFalse, written, type SeedQuestion } from './exams-bank';

/* Class 8 Full Mock Test 1 (9010), Chemistry and Mathematics: ten questions each. */

export const GREENFIELD_EXAM_FILES = '/files/institutes/greenfield/exams';

export const MOCK_CHEMISTRY: SeedQuestion[] = [
  one('Which of these is a fossil fuel?', ['Wood', 'Coal', 'Biogas', 'Charcoal'], 1, {
    feedback: '<p>Fossil fuels formed from the remains of living things buried for millions of years.</p>',
    solution: '<p>Coal, petroleum and natural gas are fossil fuels; wood, biogas and charcoal are not.</p>',
  }),
  one(
    'Which zone of a candle flame is the hottest?',
    [
      'The dark innermost zone',
      'The luminous middle zone',
      'The non-luminous outer zone',
      'All zones are equally hot',
    ],
    2,
    {
      feedback: '<p>The outer zone burns completely because it gets the most air.</p>',
      solution: '<p>Goldsmiths blow on the outermost zone of a flame to melt gold and silver.</p>',
    },
  ),
  many(
    'Which of these elements are metals? Select all that apply.',
    ['Sodium', 'Sulphur', 'Copper', 'Carbon', 'Magnesium'],
    [0, 2, 4],
    {
      feedback: '<p>Sulphur and carbon are non-metals.</p>',
      solution:
        '<p>Sodium, copper and magnesium are lustrous, conduct electricity and form basic oxides.</p>',
    },
  ),
  trueFalse('Metals are generally good conductors of heat and electricity.', true, {
    feedback: '<p>That is why cooking pans and electric wires are made of metals.</p>',
  }),
  match(
    'Match each substance with its chemical formula.',
    ['Water', 'Carbon dioxide', 'Common salt', 'Ammonia'],
    ['NaCl', 'NH<sub>3</sub>', 'H<sub>2</sub>O', 'CO<sub>2</sub>'],
    [2, 3, 0, 1],
    {
      feedback:
        '<p>Water H<sub>2</sub>O, carbon dioxide CO<sub>2</sub>, common salt NaCl, ammonia NH<sub>3</sub>.</p>',
    },
  ),
  one(
    'Which product of coal is used to make synthetic dyes, drugs, explosives and paints?',
    ['Coke', 'Coal gas', 'Coal tar', 'Bitumen'],
    2,
    {
      feedback: '<p>Coal tar is a thick black liquid that gives about 200 substances.</p>',
      solution:
        '<p>Coke is used to make steel, coal gas as a fuel; coal tar is the starting material of dyes, drugs and explosives.</p>',
    },
  ),
  one(
    'In which unit is the calorific value of a fuel expressed?',
    ['kJ/kg', 'kg/m<sup>3</sup>', 'J/s', 'N/m<sup>2</sup>'],
    0,
    {
      feedback: '<p>Calorific value is the heat given by burning 1 kg of a fuel completely.</p>',
    },
  ),
  matrix(
    'Match each element with every property that applies to it.',
    ['Sodium', 'Iron', 'Sulphur', 'Carbon'],
    ['Metal', 'Non-metal', 'Its oxide is basic', 'Its oxide is acidic'],
    [
      [0, 2],
      [0, 2],
      [1, 3],
      [1, 3],
    ],
    {
      feedback: '<p>Metals form basic oxides; non-metals form acidic oxides.</p>',
      solution:
        '<p>Sodium and iron are metals with basic oxides; sulphur and carbon are non-metals whose oxides turn blue litmus red.</p>',
    },
  ),
  written(
    'Why should water not be used to put out a fire in electrical equipment? What should be used instead?',
    'Water conducts electricity, so the person putting out the fire could get an electric shock. A fire extinguisher using carbon dioxide is used instead: CO<sub>2</sub> is heavier than air, covers the fire and cuts off the oxygen.',
    { feedback: '<p>Think of what water does with electricity, and what a fire needs to keep burning.</p>' },
  ),
  one(
    'Magnesium burns in air: \\(2\\mathrm{Mg} + \\mathrm{O_2} \\rightarrow 2\\mathrm{MgO}\\). The product is dissolved in water. What does the solution do to red litmus?',
    ['Turns it blue', 'Leaves it red', 'Turns it green', 'Bleaches it white'],
    0,
    {
      feedback: '<p>Magnesium oxide is a basic oxide.</p>',
      solution: '<p>MgO dissolves to form magnesium hydroxide, a base, which turns red litmus blue.</p>',
    },
  ),
];

export const MOCK_MATHEMATICS: SeedQuestion[] = [
  one(
    'What is \\(\\frac{3}{4} + \\frac{1}{8}\\)?',
    ['\\(\\frac{4}{12}\\)', '\\(\\frac{7}{8}\\)', '\\(\\frac{4}{8}\\)', '\\(\\frac{5}{8}\\)'],
    1,
    {
      feedback: '<p>Write both fractions over the same denominator first.</p>',
      solution:
        '<p>\\(\\frac{3}{4} = \\frac{6}{8}\\), so \\(\\frac{6}{8} + \\frac{1}{8} = \\frac{7}{8}\\).</p>',
    },
  ),
  many(
    'Which of these values of \\(x\\) satisfy \\(x^2 - 5x + 6 = 0\\)? Select all that apply.',
    ['1', '2', '3', '6'],
    [1, 2],
    {
      feedback: '<p>Put each value in the equation and check whether it gives 0.</p>',
      solution: '<p>\\(x^2 - 5x + 6 = (x - 2)(x - 3)\\), which is 0 for \\(x = 2\\) and \\(x = 3\\).</p>',
    },
  ),
  one('Solve \\(2x + 7 = 19\\).', ['\\(x = 5\\)', '\\(x = 6\\)', '\\(x = 13\\)', '\\(x = 24\\)'], 1, {
    feedback: '<p>Take 7 to the other side, then divide by 2.</p>',
    solution: '<p>\\(2x = 19 - 7 = 12\\), so \\(x = 6\\).</p>',
  }),
  one(
    `<p>In the triangle ABC shown, angle A is 50° and angle B is 60°. What is angle C?</p><p><img src="${GREENFIELD_EXAM_FILES}/triangle-angles.svg" alt="Triangle ABC with angle A marked 50 degrees, angle B marked 60 degrees and angle C marked x"></p>`,
    ['60°', '70°', '80°', '90°'],
    1,
    {
      feedback: '<p>The angles of a triangle add up to 180°.</p>',
      solution: '<p>\\(\\angle C = 180^\\circ - 50^\\circ - 60^\\circ = 70^\\circ\\).</p>',
    },
  ),
  trueFalse('\\(\\sqrt{144} = 12\\)', true, {
    feedback: '<p>\\(12 \\times 12 = 144\\).</p>',
  }),
  match(
    'Match each power with its value.',
    ['\\(2^3\\)', '\\(5^2\\)', '\\(10^0\\)', '\\(4^{-1}\\)'],
    ['1', '\\(\\frac{1}{4}\\)', '8', '25'],
    [2, 3, 0, 1],
    {
      feedback: '<p>Any non-zero number to the power 0 is 1; a negative power is a reciprocal.</p>',
      solution: '<p>\\(2^3 = 8\\), \\(5^2 = 25\\), \\(10^0 = 1\\), \\(4^{-1} = \\frac{1}{4}\\).</p>',
    },
  ),
  many(
    'Which of these numbers are perfect squares? Select all that apply.',
    ['49', '50', '81', '121', '200'],
    [0, 2, 3],
    {
      feedback: '<p>A perfect square is a whole number times itself.</p>',
      solution:
        '<p>\\(49 = 7^2\\), \\(81 = 9^2\\), \\(121 = 11^2\\); 50 and 200 are not squares of whole numbers.</p>',
    },
  ),
  one('What is 15% of 240?', ['24', '32', '36', '40'], 2, {
    feedback: '<p>15% means 15 out of every 100.</p>',
    solution: '<p>\\(\\frac{15}{100} \\times 240 = 36\\).</p>',
  }),
  matrix(
    'Match each quadrilateral with every property it always has.',
    ['Square', 'Rectangle', 'Rhombus', 'Parallelogram'],
    ['All sides are equal', 'All angles are 90°', 'The diagonals bisect each other'],
    [[0, 1, 2], [1, 2], [0, 2], [2]],
    {
      feedback:
        '<p>Every parallelogram has diagonals that bisect each other; squares, rectangles and rhombuses are parallelograms.</p>',
      solution:
        '<p>A square has all three properties, a rectangle its right angles, a rhombus its equal sides.</p>',
    },
  ),
  written(
    'Find the area of a trapezium whose parallel sides are 10 cm and 6 cm long and whose height is 4 cm. Show your working.',
    'Area \\(= \\frac{1}{2} \\times (a + b) \\times h = \\frac{1}{2} \\times (10 + 6) \\times 4 = 32\\ \\text{cm}^2\\).',
    { feedback: '<p>Half the sum of the parallel sides times the distance between them.</p>' },
  ),
];
