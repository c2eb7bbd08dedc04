import { LERNWERK, LUMIERE, VIDYA } from './institutes';
import {
  TIMETABLE,
  days,
  many,
  match,
  one,
  trueFalse,
  written,
  type SeedLabel,
  type SeedTest,
} from './exams-bank';

/* One test each in French (Lumière, Léa's CM2 B), Hindi (Vidya, Ananya's VI A) and German (Lernwerk, Jonas's Mathematik Abend). */

export const LANGUAGE_LABELS: SeedLabel[] = [
  { instituteId: LUMIERE, name: 'Examen blanc', testTypeId: 1 },
  { instituteId: VIDYA, name: 'मॉक टेस्ट', testTypeId: 1 },
  { instituteId: LERNWERK, name: 'Klausuren', testTypeId: 4 },
];

const fr = (minutes: number) =>
  `<p><strong>Lis attentivement ces consignes.</strong></p><p>L’épreuve comporte 6 questions et dure ${minutes} minutes. Chaque bonne réponse rapporte 2 points ; une réponse fausse à un QCM retire un demi-point.</p><p>Tes réponses sont enregistrées au fur et à mesure. Pense à valider avant la fin du temps.</p>`;
const hi = (minutes: number) =>
  `<p><strong>परीक्षा शुरू करने से पहले ये निर्देश ध्यान से पढ़ें।</strong></p><p>इस परीक्षा में 6 प्रश्न हैं और समय ${minutes} मिनट है। हर सही उत्तर के 2 अंक हैं; बहुविकल्पीय प्रश्न के गलत उत्तर पर आधा अंक कटेगा।</p><p>आपके उत्तर अपने-आप सहेजे जाते हैं। समय समाप्त होने से पहले परीक्षा जमा करें।</p>`;
const de = (minutes: number, count: number) =>
  `<p><strong>Bitte lies diese Hinweise vor dem Start.</strong></p><p>Die Klausur hat ${count} Aufgaben und dauert ${minutes} Minuten. Jede richtige Antwort bringt 3 Punkte; eine falsche Antwort bei Auswahlaufgaben kostet 1 Punkt.</p><p>Deine Antworten werden laufend gespeichert. Gib rechtzeitig vor Ablauf der Zeit ab.</p>`;

export const LANGUAGE_TESTS: SeedTest[] = [
  {
    id: 9401,
    instituteId: LUMIERE,
    label: 'Examen blanc',
    name: 'Examen blanc de mathématiques',
    testTypeId: 1,
    window: days(-1, 7),
    durationMinutes: 45,
    instructions: fr(45),
    batches: [['CM2', 'B']],
    sections: [
      {
        subject: 'Mathématiques',
        marks: 2,
        negative: 0.5,
        questions: [
          one('Combien font \\(125 + 378\\) ?', ['403', '493', '503', '513'], 2, {
            feedback: '<p>Pose l’addition en colonnes sans oublier les retenues.</p>',
          }),
          one(
            'Quelle fraction est égale à \\(\\frac{1}{2}\\) ?',
            ['\\(\\frac{2}{3}\\)', '\\(\\frac{3}{6}\\)', '\\(\\frac{4}{6}\\)', '\\(\\frac{5}{8}\\)'],
            1,
            { feedback: '<p>\\(\\frac{3}{6}\\) : on simplifie par 3 et on obtient \\(\\frac{1}{2}\\).</p>' },
          ),
          trueFalse(
            'Un carré a quatre angles droits.',
            true,
            { feedback: '<p>Un carré a quatre côtés égaux et quatre angles droits.</p>' },
            'fr',
          ),
          many('Quels nombres sont des multiples de 5 ?', ['35', '42', '60', '78', '95'], [0, 2, 4], {
            feedback: '<p>Un multiple de 5 se termine par 0 ou par 5.</p>',
          }),
          match(
            'Relie chaque unité à sa grandeur.',
            ['le mètre', 'le litre', 'le kilogramme'],
            ['la masse', 'la longueur', 'la contenance'],
            [1, 2, 0],
            {
              feedback:
                '<p>Le mètre mesure une longueur, le litre une contenance, le kilogramme une masse.</p>',
            },
          ),
          written(
            'Léa achète 3 cahiers à 2,50 € chacun. Combien paie-t-elle ? Explique ton calcul.',
            '\\(3 \\times 2{,}50 = 7{,}50\\) : Léa paie 7,50 €.',
            { feedback: '<p>Multiplie le prix d’un cahier par le nombre de cahiers.</p>' },
          ),
        ],
      },
    ],
  },
  {
    id: 9501,
    instituteId: VIDYA,
    label: 'मॉक टेस्ट',
    name: 'गणित मॉक टेस्ट',
    testTypeId: 1,
    window: days(-2, 5),
    durationMinutes: 40,
    instructions: hi(40),
    batches: [['VI', 'A']],
    sections: [
      {
        subject: 'गणित',
        marks: 2,
        negative: 0.5,
        questions: [
          one('\\(48 \\div 6\\) का मान क्या है?', ['6', '7', '8', '9'], 2, {
            feedback: '<p>\\(6 \\times 8 = 48\\)।</p>',
          }),
          one('एक वर्ग की भुजा 5 सेमी है। उसका परिमाप क्या होगा?', ['10 सेमी', '20 सेमी', '25 सेमी', '15 सेमी'], 1, {
            solution: '<p>परिमाप \\(= 4 \\times 5 = 20\\) सेमी।</p>',
          }),
          trueFalse(
            'सबसे छोटी अभाज्य संख्या 2 है।',
            true,
            { feedback: '<p>2 के केवल दो गुणनखंड हैं, 1 और 2; यह एकमात्र सम अभाज्य संख्या है।</p>' },
            'hi',
          ),
          many('इनमें से कौन-सी संख्याएँ सम हैं?', ['12', '15', '28', '33'], [0, 2], {
            feedback: '<p>सम संख्या 2 से पूरी विभाजित होती है।</p>',
          }),
          match(
            'प्रत्येक भिन्न को उसके दशमलव रूप से मिलाइए।',
            ['\\(\\frac{1}{2}\\)', '\\(\\frac{1}{4}\\)', '\\(\\frac{3}{4}\\)'],
            ['0.75', '0.5', '0.25'],
            [1, 2, 0],
            {
              feedback:
                '<p>\\(\\frac{1}{2} = 0.5\\), \\(\\frac{1}{4} = 0.25\\), \\(\\frac{3}{4} = 0.75\\)।</p>',
            },
          ),
          written(
            '24 और 36 का महत्तम समापवर्तक (HCF) ज्ञात कीजिए। अपना हल लिखिए।',
            '\\(24 = 2^3 \\times 3\\), \\(36 = 2^2 \\times 3^2\\); HCF \\(= 2^2 \\times 3 = 12\\)।',
            { feedback: '<p>दोनों संख्याओं के अभाज्य गुणनखंड लिखिए और उभयनिष्ठ गुणनखंड चुनिए।</p>' },
          ),
        ],
      },
    ],
  },
  {
    id: 9301,
    instituteId: LERNWERK,
    label: 'Klausuren',
    name: 'Klausur Analysis',
    testTypeId: 4,
    window: TIMETABLE,
    durationMinutes: 90,
    instructions: de(90, 5),
    batches: [['Mathematik', 'Abend']],
    sections: [
      {
        subject: 'Analysis',
        marks: 3,
        negative: 1,
        questions: [
          one(
            'Die Ableitung von \\(f(x) = x^3\\) ist…',
            ['\\(x^2\\)', '\\(3x^2\\)', '\\(3x\\)', '\\(\\frac{x^4}{4}\\)'],
            1,
            { feedback: "<p>Potenzregel: \\((x^n)' = n x^{n-1}\\).</p>" },
          ),
          one(
            'Eine Stammfunktion von \\(f(x) = 2x\\) ist…',
            ['\\(x^2 + 5\\)', '\\(2\\)', '\\(2x^2\\)', '\\(\\frac{x}{2}\\)'],
            0,
            { feedback: '<p>Leite \\(x^2 + 5\\) ab: Du erhältst \\(2x\\); die Konstante fällt weg.</p>' },
          ),
          trueFalse(
            'Jede differenzierbare Funktion ist stetig.',
            true,
            {
              feedback:
                '<p>Die Umkehrung gilt nicht: \\(|x|\\) ist stetig, aber bei 0 nicht differenzierbar.</p>',
            },
            'de',
          ),
          many(
            'Welche Funktionen haben bei \\(x = 0\\) ein lokales Minimum?',
            ['\\(x^2\\)', '\\(x^3\\)', '\\(|x|\\)', '\\(-x^2\\)'],
            [0, 2],
            { feedback: '<p>\\(x^3\\) hat bei 0 einen Sattelpunkt, \\(-x^2\\) ein Maximum.</p>' },
          ),
          written(
            'Bestimme die Extremstellen von \\(f(x) = x^3 - 3x\\).',
            "\\(f'(x) = 3x^2 - 3 = 0\\) für \\(x = \\pm 1\\); \\(f''(-1) \\lt 0\\): Maximum bei \\(x = -1\\), \\(f''(1) \\gt 0\\): Minimum bei \\(x = 1\\).",
            { feedback: '<p>Setze die erste Ableitung gleich null und prüfe mit der zweiten.</p>' },
          ),
        ],
      },
    ],
  },
  {
    id: 9302,
    instituteId: LERNWERK,
    label: 'Klausuren',
    name: 'Probeklausur Analysis',
    testTypeId: 4,
    window: days(-1, 6),
    durationMinutes: 60,
    instructions: de(60, 6),
    batches: [['Mathematik', 'Abend']],
    sections: [
      {
        subject: 'Analysis',
        marks: 3,
        negative: 1,
        questions: [
          one('Welche Steigung hat \\(f(x) = x^2\\) an der Stelle \\(x = 3\\)?', ['3', '6', '9', '2'], 1, {
            solution: "<p>\\(f'(x) = 2x\\), also \\(f'(3) = 6\\).</p>",
          }),
          one('\\(\\displaystyle\\int_0^2 x\\,dx\\) ergibt…', ['1', '2', '4', '0'], 1, {
            solution: '<p>\\(\\left[\\frac{x^2}{2}\\right]_0^2 = 2\\).</p>',
          }),
          trueFalse(
            'Die Funktion \\(e^x\\) ist auf ganz \\(\\mathbb{R}\\) streng monoton steigend.',
            true,
            { feedback: "<p>\\((e^x)' = e^x \\gt 0\\) für alle \\(x\\).</p>" },
            'de',
          ),
          many(
            'Welche Aussagen über \\(f(x) = \\frac{1}{x}\\) stimmen?',
            [
              'Sie ist bei \\(x = 0\\) nicht definiert.',
              'Sie hat eine Nullstelle.',
              'Die x-Achse ist waagerechte Asymptote.',
              'Sie ist punktsymmetrisch zum Ursprung.',
            ],
            [0, 2, 3],
            { feedback: '<p>\\(\\frac{1}{x}\\) wird nie null: Es gibt keine Nullstelle.</p>' },
          ),
          match(
            'Ordne jeder Funktion ihre Ableitung zu.',
            ['\\(\\sin x\\)', '\\(\\ln x\\)', '\\(e^{2x}\\)'],
            ['\\(2e^{2x}\\)', '\\(\\cos x\\)', '\\(\\frac{1}{x}\\)'],
            [1, 2, 0],
            {
              feedback:
                "<p>\\((\\sin x)' = \\cos x\\), \\((\\ln x)' = \\frac{1}{x}\\), \\((e^{2x})' = 2e^{2x}\\) (Kettenregel).</p>",
            },
          ),
          written(
            'Berechne die Fläche zwischen dem Graphen von \\(f(x) = 4 - x^2\\) und der x-Achse.',
            'Nullstellen bei \\(\\pm 2\\); \\(\\int_{-2}^{2} (4 - x^2)\\,dx = \\left[4x - \\frac{x^3}{3}\\right]_{-2}^{2} = \\frac{32}{3}\\) Flächeneinheiten.',
            { feedback: '<p>Bestimme zuerst die Nullstellen als Integrationsgrenzen.</p>' },
          ),
        ],
      },
    ],
  },
];
