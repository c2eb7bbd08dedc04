import { many, match, matrix, one, trueFalse, written, type SeedQuestion } from './exams-bank';

/* Greenfield's other mock tests and this term's unit tests: 9016, 9011, 9001, 9002. */

/** 9016 English Grammar Mock: eight questions. */
export const ENGLISH_GRAMMAR: SeedQuestion[] = [
  one(
    'Choose the correct form of the verb: “She ___ to school every day.”',
    ['go', 'goes', 'going', 'gone'],
    1,
    {
      feedback: '<p>A singular subject in the simple present takes the <em>-s</em> form.</p>',
    },
  ),
  one('Which word in “The old man walked slowly home” is an adverb?', ['old', 'man', 'walked', 'slowly'], 3, {
    feedback: '<p>An adverb tells us how, when or where: <em>slowly</em> tells how he walked.</p>',
  }),
  trueFalse('“Their” and “there” are homophones: they sound the same but mean different things.', true, {
    feedback: '<p>Homophones sound alike: <em>their</em> shows belonging, <em>there</em> a place.</p>',
  }),
  many(
    'Which of these sentences are in the passive voice? Select all that apply.',
    [
      'The letter was written by Ravi.',
      'Ravi wrote the letter.',
      'The match was won by our team.',
      'Our team is winning the match.',
    ],
    [0, 2],
    {
      feedback:
        '<p>In the passive voice the object of the action becomes the subject: <em>was written</em>, <em>was won</em>.</p>',
    },
  ),
  match(
    'Match each sentence with its tense.',
    [
      'I have finished my homework.',
      'She was reading a novel.',
      'They will travel tomorrow.',
      'He plays cricket.',
    ],
    ['Simple present', 'Present perfect', 'Simple future', 'Past continuous'],
    [1, 3, 2, 0],
    {
      feedback:
        '<p>Look at the helping verb: <em>have finished</em>, <em>was reading</em>, <em>will travel</em>, <em>plays</em>.</p>',
    },
  ),
  one(
    'Change into reported speech: He said, “I am tired.”',
    [
      'He said that he is tired.',
      'He said that he was tired.',
      'He said that I was tired.',
      'He says that he was tired.',
    ],
    1,
    {
      feedback: '<p>In reported speech after <em>said</em>, the present tense moves back to the past.</p>',
    },
  ),
  matrix(
    'Match each word with every part of speech it can be used as.',
    ['run', 'quickly', 'light', 'beautiful'],
    ['Noun', 'Verb', 'Adjective', 'Adverb'],
    [[0, 1], [3], [0, 1, 2], [2]],
    {
      feedback:
        '<p><em>Run</em> and <em>light</em> can name things or actions; <em>light</em> also describes (a light bag).</p>',
      solution:
        '<p>run: noun, verb; quickly: adverb; light: noun, verb, adjective; beautiful: adjective.</p>',
    },
  ),
  written(
    'Write two sentences using the word “although” to join contrasting ideas.',
    'For example: “Although it was raining, we went to the park.” “She finished the race although she had hurt her ankle.”',
    { feedback: '<p><em>Although</em> joins two ideas that seem to disagree.</p>' },
  ),
];

/** 9011 Diagnostic Mock Test 0: six questions from last term. */
export const DIAGNOSTIC: SeedQuestion[] = [
  one('What is the value of \\(7 \\times 8 - 6\\)?', ['14', '50', '56', '62'], 1, {
    feedback: '<p>Multiply before you subtract.</p>',
    solution: '<p>\\(7 \\times 8 = 56\\) and \\(56 - 6 = 50\\).</p>',
  }),
  one(
    'Which gas do plants take in for photosynthesis?',
    ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Hydrogen'],
    2,
    { feedback: '<p>Plants take in carbon dioxide and give out oxygen in sunlight.</p>' },
  ),
  trueFalse('A rational number can always be written as \\(\\frac{p}{q}\\) with \\(q \\neq 0\\).', true, {
    feedback: '<p>That is the definition of a rational number.</p>',
  }),
  many('Which of these are renewable sources of energy?', ['Sunlight', 'Coal', 'Wind', 'Petroleum'], [0, 2], {
    feedback: '<p>Sunlight and wind do not run out; coal and petroleum took millions of years to form.</p>',
  }),
  one(
    'Which instrument measures atmospheric pressure?',
    ['Thermometer', 'Barometer', 'Ammeter', 'Odometer'],
    1,
    { feedback: '<p>A barometer measures the pressure of the air.</p>' },
  ),
  match(
    'Match each organism with the group it belongs to.',
    ['Yeast', 'Bacteria causing cholera', 'Amoeba'],
    ['Protozoa', 'Fungi', 'Bacteria'],
    [1, 2, 0],
    { feedback: '<p>Yeast is a fungus, Vibrio cholerae a bacterium, amoeba a protozoan.</p>' },
  ),
];

/** 9001 Mathematics Unit Test 3: rational numbers and linear equations. */
export const MATHS_UNIT_3: SeedQuestion[] = [
  one(
    'Which of these is the additive inverse of \\(-\\frac{5}{9}\\)?',
    ['\\(\\frac{9}{5}\\)', '\\(\\frac{5}{9}\\)', '\\(-\\frac{9}{5}\\)', '0'],
    1,
    {
      feedback: '<p>A number plus its additive inverse is 0.</p>',
    },
  ),
  one(
    'What is the multiplicative inverse of \\(\\frac{2}{7}\\)?',
    ['\\(\\frac{7}{2}\\)', '\\(-\\frac{2}{7}\\)', '1', '\\(\\frac{2}{7}\\)'],
    0,
    {
      feedback: '<p>A number times its reciprocal is 1.</p>',
    },
  ),
  trueFalse('Zero has no reciprocal.', true, { feedback: '<p>No number times 0 gives 1.</p>' }),
  one(
    'Solve \\(\\frac{x}{3} + 4 = 10\\).',
    ['\\(x = 2\\)', '\\(x = 6\\)', '\\(x = 18\\)', '\\(x = 42\\)'],
    2,
    {
      solution: '<p>\\(\\frac{x}{3} = 6\\), so \\(x = 18\\).</p>',
    },
  ),
  many(
    'Which of these are rational numbers? Select all that apply.',
    ['\\(\\frac{3}{4}\\)', '\\(-2\\)', '\\(0.5\\)', '\\(\\frac{1}{0}\\)'],
    [0, 1, 2],
    {
      feedback: '<p>Division by zero is not defined, so \\(\\frac{1}{0}\\) is not a number at all.</p>',
    },
  ),
  one('The sum of two consecutive numbers is 41. What is the smaller one?', ['19', '20', '21', '22'], 1, {
    solution: '<p>\\(x + (x + 1) = 41\\) gives \\(2x = 40\\), \\(x = 20\\).</p>',
  }),
  match(
    'Match each equation with its solution.',
    ['\\(3x = 21\\)', '\\(x - 4 = 9\\)', '\\(2x + 1 = 9\\)', '\\(5 - x = 2\\)'],
    ['\\(x = 3\\)', '\\(x = 4\\)', '\\(x = 7\\)', '\\(x = 13\\)'],
    [2, 3, 1, 0],
    {
      feedback: '<p>Put each value back into the equation to check it.</p>',
      solution: '<p>\\(3x = 21\\): 7; \\(x - 4 = 9\\): 13; \\(2x + 1 = 9\\): 4; \\(5 - x = 2\\): 3.</p>',
    },
  ),
  one(
    'Which rational number lies between \\(\\frac{1}{2}\\) and \\(\\frac{3}{4}\\)?',
    ['\\(\\frac{1}{4}\\)', '\\(\\frac{5}{8}\\)', '\\(\\frac{7}{8}\\)', '1'],
    1,
    {
      feedback: '<p>Write both over 8: \\(\\frac{4}{8}\\) and \\(\\frac{6}{8}\\).</p>',
      solution: '<p>\\(\\frac{5}{8}\\) lies between \\(\\frac{4}{8}\\) and \\(\\frac{6}{8}\\).</p>',
    },
  ),
  trueFalse('\\(\\frac{-3}{4}\\) and \\(\\frac{3}{-4}\\) are equal.', true, {
    feedback: '<p>Both equal \\(-0.75\\): the minus sign can sit on the top or the bottom.</p>',
  }),
  one(
    'Ravi is 3 times as old as his son. In 12 years he will be twice as old. How old is the son now?',
    ['6', '10', '12', '14'],
    2,
    {
      solution: '<p>\\(3x + 12 = 2(x + 12)\\) gives \\(x = 12\\).</p>',
    },
  ),
];

/** 9002 Science Weekly Quiz: force and pressure. */
export const SCIENCE_QUIZ: SeedQuestion[] = [
  one('A push or a pull on an object is called a…', ['pressure', 'force', 'friction', 'weight'], 1, {
    feedback: '<p>Every push or pull is a force.</p>',
  }),
  trueFalse('A force can change the shape of an object.', true, {
    feedback: '<p>Pressing a ball of dough flattens it.</p>',
  }),
  one(
    'Why do camels walk easily on sand?',
    [
      'Their feet are small',
      'Their broad feet spread their weight over a larger area',
      'Sand is hard',
      'They walk slowly',
    ],
    1,
    { feedback: '<p>A larger area means less pressure, so their feet do not sink.</p>' },
  ),
  many(
    'Which of these are contact forces?',
    ['Muscular force', 'Magnetic force', 'Friction', 'Gravitational force'],
    [0, 2],
    {
      feedback: '<p>Contact forces act only when objects touch; magnetism and gravity act at a distance.</p>',
    },
  ),
  one(
    'Liquid pressure at the bottom of a container…',
    ['is zero', 'is the same at every depth', 'increases with depth', 'decreases with depth'],
    2,
    { feedback: '<p>The deeper you go, the more liquid presses down from above.</p>' },
  ),
  match(
    'Match each example with the force at work.',
    [
      'An apple falls from a tree',
      'A magnet pulls an iron nail',
      'Rubbing a balloon makes it stick to a wall',
    ],
    ['Electrostatic force', 'Gravity', 'Magnetic force'],
    [1, 2, 0],
    { feedback: '<p>Gravity pulls the apple, a magnet the nail, and rubbing charges the balloon.</p>' },
  ),
  trueFalse('The atmosphere exerts no pressure on us because we cannot feel it.', false, {
    feedback: '<p>The air presses on us from all sides; the pressure inside our body balances it.</p>',
  }),
  one('The SI unit of pressure is…', ['newton', 'pascal', 'joule', 'metre'], 1, {
    feedback: '<p>1 pascal is a force of 1 newton on 1 square metre.</p>',
  }),
];
