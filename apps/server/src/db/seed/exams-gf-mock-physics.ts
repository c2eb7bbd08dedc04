import { match, matrix, many, one, onPassage, trueFalse, written, type SeedQuestion } from './exams-bank';

/* Class 8 Full Mock Test 1 (9010), Physics: ten questions, three of them on the passage about sound. */

export const SOUND_PASSAGE = 'gf-sound';

export const MOCK_PASSAGES: Record<string, string> = {
  [SOUND_PASSAGE]: [
    '<p><strong>How sound travels</strong></p>',
    '<p>Every sound we hear is produced by something that vibrates: the skin of a drum, the strings of a sitar, ',
    'or the vocal cords in our throat. A vibrating object pushes and pulls on the particles of the medium around it, ',
    'and these particles pass the disturbance on to their neighbours. In this way sound travels as a wave, ',
    'while the particles themselves only move back and forth about their places.</p>',
    '<p>Because sound needs particles to carry it, it can travel through solids, liquids and gases, but not through ',
    'a vacuum. It travels fastest in solids, where the particles are packed closely together, more slowly in liquids, ',
    'and slowest in gases. In air at room temperature sound covers about 343 metres every second; in water it covers ',
    'about 1,500 metres, and in steel nearly 6,000 metres.</p>',
    '<p>The number of vibrations in one second is the <em>frequency</em> of the sound, measured in hertz (Hz). ',
    'A higher frequency gives a higher pitch: the shrill note of a whistle has a higher frequency than the deep ',
    'sound of a drum. The size of the vibration, its <em>amplitude</em>, decides how loud the sound is. Human ears ',
    'hear sounds between about 20 Hz and 20,000 Hz; dogs and bats can hear far higher frequencies, which we call ultrasound.</p>',
  ].join(''),
};

export const MOCK_PHYSICS: SeedQuestion[] = [
  one('What is the SI unit of force?', ['Joule', 'Newton', 'Pascal', 'Watt'], 1, {
    feedback: '<p>Force is measured in newtons (N), after Sir Isaac Newton.</p>',
    solution: '<p>1 N is the force that gives a mass of 1 kg an acceleration of 1 m/s<sup>2</sup>.</p>',
  }),
  one(
    'A cyclist starts from rest and speeds up at \\(2\\ \\text{m/s}^2\\) for 5 seconds. Using \\(v = u + at\\), what is the final speed?',
    ['5 m/s', '7 m/s', '10 m/s', '25 m/s'],
    2,
    {
      feedback: '<p>Starting from rest means \\(u = 0\\).</p>',
      solution: '<p>\\(v = u + at = 0 + 2 \\times 5 = 10\\ \\text{m/s}\\).</p>',
    },
  ),
  onPassage(
    SOUND_PASSAGE,
    one(
      'According to the passage, in which medium does sound travel fastest?',
      ['Air', 'Water', 'Steel', 'A vacuum'],
      2,
      {
        feedback: '<p>Sound is fastest where particles are packed most closely: in solids.</p>',
        solution: '<p>The passage gives about 6,000 m/s in steel, 1,500 m/s in water and 343 m/s in air.</p>',
      },
    ),
  ),
  onPassage(
    SOUND_PASSAGE,
    trueFalse(
      'Astronauts on the Moon can hear each other shout without radios, because sound travels through space.',
      false,
      {
        feedback: '<p>There is no air on the Moon: sound cannot travel through a vacuum.</p>',
        solution: '<p>Sound needs a medium (particles) to travel, so astronauts talk by radio.</p>',
      },
    ),
  ),
  onPassage(
    SOUND_PASSAGE,
    many(
      'Which of these statements agree with the passage? Select all that apply.',
      [
        'A higher frequency gives a higher pitch.',
        'The amplitude of a vibration decides how loud the sound is.',
        'Humans can hear ultrasound.',
        'Particles of the medium travel with the sound from the source to the listener.',
      ],
      [0, 1],
      {
        feedback: '<p>Pitch depends on frequency, loudness on amplitude.</p>',
        solution:
          '<p>Ultrasound is above 20,000 Hz, beyond human hearing, and the particles only move back and forth about their places.</p>',
      },
    ),
  ),
  match(
    'Match each physical quantity with its SI unit.',
    ['Force', 'Pressure', 'Frequency', 'Work'],
    ['hertz (Hz)', 'joule (J)', 'newton (N)', 'pascal (Pa)'],
    [2, 3, 0, 1],
    { feedback: '<p>Force – newton, pressure – pascal, frequency – hertz, work – joule.</p>' },
  ),
  matrix(
    'Match each event with everything that happens in it (a row may have more than one answer).',
    [
      'Rubbing your palms together',
      'A ball rolling on grass slows down',
      'Lightning during a storm',
      'A comb rubbed in dry hair picks up bits of paper',
    ],
    ['Friction acts', 'Electric charges move or build up', 'Heat is produced'],
    [[0, 2], [0], [1, 2], [0, 1]],
    {
      feedback: '<p>Rubbing always involves friction; rubbing the comb also charges it.</p>',
      solution:
        '<p>Palms: friction and heat. Rolling ball: friction. Lightning: a discharge of charges that heats the air. Comb: friction charges it.</p>',
    },
  ),
  one(
    'A box weighing 200 N rests on a face of area \\(0.5\\ \\text{m}^2\\). Using \\(P = \\frac{F}{A}\\), what pressure does it exert?',
    ['100 Pa', '200.5 Pa', '400 Pa', '1000 Pa'],
    2,
    {
      feedback: '<p>Divide the force by the area.</p>',
      solution: '<p>\\(P = \\frac{200}{0.5} = 400\\ \\text{Pa}\\).</p>',
    },
  ),
  written(
    'Explain why a sharp knife cuts vegetables more easily than a blunt one.',
    'A sharp edge has a very small area. The same force on a smaller area gives a larger pressure (\\(P = \\frac{F}{A}\\)), so a sharp knife cuts with less effort.',
    { feedback: '<p>Think of pressure: force per unit area.</p>' },
  ),
  trueFalse('The force of friction always acts in the same direction as the motion.', false, {
    feedback: '<p>Friction opposes motion: it acts against the direction of movement.</p>',
    solution: '<p>That is why a ball rolling on the ground slows down and stops.</p>',
  }),
];
