import { many, match, matrix, one, trueFalse, written, type SeedQuestion } from './exams-bank';

/* Apex's JEE questions: 9101 JEE Main Mock Test 5 (PCM), 9102 equilibrium chapter test, 9203 crash course weekly test. */

export const JEE_PHYSICS: SeedQuestion[] = [
  one(
    'A ball is thrown vertically up at \\(20\\ \\text{m/s}\\). Taking \\(g = 10\\ \\text{m/s}^2\\), what maximum height does it reach?',
    ['10 m', '20 m', '40 m', '80 m'],
    1,
    {
      solution:
        '<p>\\(v^2 = u^2 - 2gh\\) with \\(v = 0\\): \\(h = \\frac{u^2}{2g} = \\frac{400}{20} = 20\\ \\text{m}\\).</p>',
    },
  ),
  one(
    'The moment of inertia of a thin ring of mass \\(M\\) and radius \\(R\\) about its diameter is…',
    ['\\(MR^2\\)', '\\(\\frac{1}{2}MR^2\\)', '\\(\\frac{2}{5}MR^2\\)', '\\(2MR^2\\)'],
    1,
    {
      solution:
        '<p>By the perpendicular axis theorem, \\(I_x + I_y = MR^2\\) and \\(I_x = I_y\\), so \\(I = \\frac{1}{2}MR^2\\).</p>',
    },
  ),
  many(
    'For a body in uniform circular motion, which quantities stay constant?',
    ['Speed', 'Velocity', 'Kinetic energy', 'Acceleration vector'],
    [0, 2],
    {
      feedback: '<p>The direction of velocity and of acceleration keeps changing.</p>',
    },
  ),
  one(
    'Two capacitors of \\(2\\ \\mu\\text{F}\\) and \\(3\\ \\mu\\text{F}\\) are joined in series. Their equivalent capacitance is…',
    [
      '\\(1.2\\ \\mu\\text{F}\\)',
      '\\(2.5\\ \\mu\\text{F}\\)',
      '\\(5\\ \\mu\\text{F}\\)',
      '\\(6\\ \\mu\\text{F}\\)',
    ],
    0,
    {
      solution:
        '<p>\\(\\frac{1}{C} = \\frac{1}{2} + \\frac{1}{3} = \\frac{5}{6}\\), so \\(C = 1.2\\ \\mu\\text{F}\\).</p>',
    },
  ),
  matrix(
    'Match each process of an ideal gas with what holds in it.',
    ['Isothermal', 'Adiabatic', 'Isochoric', 'Isobaric'],
    ['\\(\\Delta U = 0\\)', '\\(Q = 0\\)', '\\(W = 0\\)', '\\(W = P\\Delta V\\)'],
    [[0], [1], [2], [3]],
    {
      feedback:
        '<p>Isothermal: temperature fixed; adiabatic: no heat exchanged; isochoric: volume fixed; isobaric: pressure fixed.</p>',
      solution:
        "<p>An ideal gas's internal energy depends only on temperature, so \\(\\Delta U = 0\\) when isothermal; no volume change means \\(W = 0\\).</p>",
    },
  ),
];

export const JEE_CHEMISTRY: SeedQuestion[] = [
  one('Which of these has the highest first ionisation enthalpy?', ['Na', 'Mg', 'N', 'O'], 2, {
    feedback: '<p>Nitrogen’s half-filled 2p subshell is extra stable, so it beats oxygen.</p>',
  }),
  one(
    'The hybridisation of carbon in \\(\\mathrm{CO_2}\\) is…',
    ['sp', 'sp<sup>2</sup>', 'sp<sup>3</sup>', 'dsp<sup>2</sup>'],
    0,
    { feedback: '<p>CO<sub>2</sub> is linear: two σ bonds and no lone pairs on carbon give sp.</p>' },
  ),
  many(
    'Which of these are Lewis acids?',
    ['\\(\\mathrm{BF_3}\\)', '\\(\\mathrm{NH_3}\\)', '\\(\\mathrm{AlCl_3}\\)', '\\(\\mathrm{H_2O}\\)'],
    [0, 2],
    {
      feedback:
        '<p>Lewis acids accept an electron pair: electron-deficient BF<sub>3</sub> and AlCl<sub>3</sub>.</p>',
    },
  ),
  match(
    'Match each reaction with its name.',
    [
      'RCHO + HCN → cyanohydrin',
      'Two aldehydes with α-H in dilute alkali',
      'HCHO in concentrated NaOH',
      'Ketone + Zn-Hg / HCl',
    ],
    ['Cannizzaro reaction', 'Clemmensen reduction', 'Aldol condensation', 'Nucleophilic addition'],
    [3, 2, 0, 1],
    {
      feedback:
        '<p>Aldehydes without α-hydrogen (HCHO) undergo Cannizzaro; those with α-hydrogen undergo aldol condensation.</p>',
    },
  ),
  trueFalse('Increasing the temperature always increases the equilibrium constant of a reaction.', false, {
    feedback: '<p>For an exothermic reaction the equilibrium constant falls as the temperature rises.</p>',
  }),
];

export const JEE_MATHEMATICS: SeedQuestion[] = [
  one(
    'If \\(x^2 - 5x + 6 = 0\\) has roots \\(\\alpha\\) and \\(\\beta\\), what is \\(\\alpha^2 + \\beta^2\\)?',
    ['11', '13', '25', '36'],
    1,
    {
      solution: '<p>\\(\\alpha^2 + \\beta^2 = (\\alpha + \\beta)^2 - 2\\alpha\\beta = 25 - 12 = 13\\).</p>',
    },
  ),
  one('\\(\\displaystyle\\int_0^1 x e^{x}\\,dx\\) equals…', ['0', '1', '\\(e - 1\\)', '\\(e\\)'], 1, {
    solution: '<p>By parts: \\([x e^x - e^x]_0^1 = (e - e) - (0 - 1) = 1\\).</p>',
  }),
  one(
    '\\(\\displaystyle\\lim_{x \\to 0} \\frac{\\sin 3x}{x}\\) is…',
    ['0', '1', '3', '\\(\\frac{1}{3}\\)'],
    2,
    { solution: '<p>\\(\\frac{\\sin 3x}{x} = 3 \\cdot \\frac{\\sin 3x}{3x} \\to 3\\).</p>' },
  ),
  many(
    'Which of these functions are continuous at \\(x = 0\\)?',
    [
      '\\(|x|\\)',
      '\\(\\lfloor x \\rfloor\\)',
      '\\(x \\sin\\frac{1}{x}\\) with value 0 at 0',
      '\\(\\frac{1}{x}\\)',
    ],
    [0, 2],
    {
      feedback: '<p>The floor function jumps at 0 and \\(\\frac{1}{x}\\) is not defined there.</p>',
      solution:
        '<p>\\(|x| \\to 0\\) and \\(|x \\sin\\frac{1}{x}| \\le |x| \\to 0\\), so both are continuous at 0.</p>',
    },
  ),
  written(
    'Find the equation of the tangent to \\(y = x^3 - 2x\\) at the point \\((1, -1)\\). Show your working.',
    '\\(\\frac{dy}{dx} = 3x^2 - 2 = 1\\) at \\(x = 1\\). The tangent is \\(y + 1 = 1(x - 1)\\), that is \\(y = x - 2\\).',
    { feedback: '<p>The slope of the tangent is the derivative at the point.</p>' },
  ),
];

/** 9102 Chemistry chapter test: equilibrium. */
export const EQUILIBRIUM: SeedQuestion[] = [
  one(
    'For \\(\\mathrm{N_2 + 3H_2 \\rightleftharpoons 2NH_3}\\), \\(K_p\\) and \\(K_c\\) are related by…',
    ['\\(K_p = K_c\\)', '\\(K_p = K_c (RT)^{-2}\\)', '\\(K_p = K_c (RT)^{2}\\)', '\\(K_p = K_c RT\\)'],
    1,
    {
      solution: '<p>\\(\\Delta n = 2 - 4 = -2\\), so \\(K_p = K_c (RT)^{-2}\\).</p>',
    },
  ),
  one('The pH of a \\(10^{-3}\\ \\text{M}\\) HCl solution is…', ['1', '3', '7', '11'], 1, {
    solution: '<p>HCl is a strong acid: \\([\\mathrm{H^+}] = 10^{-3}\\), so pH \\(= 3\\).</p>',
  }),
  many(
    'Which changes shift \\(\\mathrm{N_2 + 3H_2 \\rightleftharpoons 2NH_3}\\), \\(\\Delta H \\lt 0\\), to the right?',
    ['Raising the pressure', 'Raising the temperature', 'Removing ammonia', 'Adding a catalyst'],
    [0, 2],
    {
      feedback: '<p>A catalyst speeds both directions equally and does not move the equilibrium.</p>',
    },
  ),
  trueFalse(
    'A buffer solution of acetic acid and sodium acetate resists changes in pH when a little acid is added.',
    true,
    { feedback: '<p>Acetate ions take up the added H<sup>+</sup> ions.</p>' },
  ),
  match(
    'Match each salt with the nature of its aqueous solution.',
    ['NaCl', '\\(\\mathrm{NH_4Cl}\\)', '\\(\\mathrm{CH_3COONa}\\)'],
    ['Basic', 'Neutral', 'Acidic'],
    [1, 2, 0],
    {
      feedback:
        '<p>Salt of a strong acid and a weak base is acidic; of a weak acid and a strong base is basic.</p>',
    },
  ),
  one(
    'The solubility product of AgCl is \\(1.8 \\times 10^{-10}\\). Its solubility in pure water is about…',
    [
      '\\(1.3 \\times 10^{-5}\\ \\text{M}\\)',
      '\\(1.8 \\times 10^{-10}\\ \\text{M}\\)',
      '\\(9 \\times 10^{-11}\\ \\text{M}\\)',
      '\\(1.3 \\times 10^{-10}\\ \\text{M}\\)',
    ],
    0,
    {
      solution:
        '<p>\\(s = \\sqrt{K_{sp}} = \\sqrt{1.8 \\times 10^{-10}} \\approx 1.3 \\times 10^{-5}\\ \\text{M}\\).</p>',
    },
  ),
];

/** 9203 JEE Crash Course Weekly Test 4: definite integrals and electrostatics. */
export const CRASH_WEEKLY: SeedQuestion[] = [
  one(
    '\\(\\displaystyle\\int_0^{\\pi/2} \\sin x\\,dx\\) equals…',
    ['0', '1', '\\(\\frac{\\pi}{2}\\)', '2'],
    1,
    { solution: '<p>\\([-\\cos x]_0^{\\pi/2} = 0 - (-1) = 1\\).</p>' },
  ),
  one(
    '\\(\\displaystyle\\int_{-1}^{1} x^3\\,dx\\) equals…',
    ['\\(-\\frac{1}{2}\\)', '0', '\\(\\frac{1}{2}\\)', '1'],
    1,
    {
      feedback: '<p>An odd function integrated over a symmetric interval gives 0.</p>',
    },
  ),
  many(
    'Which of these are properties of electric field lines?',
    [
      'They start on positive charges',
      'Two lines never cross',
      'They form closed loops in electrostatics',
      'They are perpendicular to a conductor’s surface',
    ],
    [0, 1, 3],
    { feedback: '<p>Electrostatic field lines start and end on charges: they never form closed loops.</p>' },
  ),
  one(
    'Two charges of \\(+q\\) each are a distance \\(r\\) apart. The force on each is \\(F\\). If the distance is halved, the force becomes…',
    ['\\(\\frac{F}{4}\\)', '\\(\\frac{F}{2}\\)', '\\(2F\\)', '\\(4F\\)'],
    3,
    { solution: '<p>\\(F \\propto \\frac{1}{r^2}\\): halving \\(r\\) multiplies the force by 4.</p>' },
  ),
  trueFalse('The electric potential inside a charged hollow conducting sphere is zero.', false, {
    feedback: '<p>The field inside is zero; the potential is constant and equal to the surface value.</p>',
  }),
  one(
    '\\(\\displaystyle\\int_1^{e} \\frac{\\ln x}{x}\\,dx\\) equals…',
    ['\\(\\frac{1}{2}\\)', '1', '\\(e\\)', '\\(\\frac{e}{2}\\)'],
    0,
    {
      solution: '<p>Put \\(t = \\ln x\\): \\(\\int_0^1 t\\,dt = \\frac{1}{2}\\).</p>',
    },
  ),
  match(
    'Match each quantity with its SI unit.',
    ['Electric field', 'Potential', 'Capacitance'],
    ['farad', 'volt', 'N/C'],
    [2, 1, 0],
    {
      feedback:
        '<p>Field is force per charge, potential is energy per charge, capacitance is charge per volt.</p>',
    },
  ),
  one(
    'The area bounded by \\(y = x^2\\) and \\(y = x\\) is…',
    ['\\(\\frac{1}{6}\\)', '\\(\\frac{1}{3}\\)', '\\(\\frac{1}{2}\\)', '1'],
    0,
    {
      solution: '<p>\\(\\int_0^1 (x - x^2)\\,dx = \\frac{1}{2} - \\frac{1}{3} = \\frac{1}{6}\\).</p>',
    },
  ),
];
