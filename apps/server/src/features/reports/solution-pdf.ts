import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import type { QuestionOutcome } from '@portal/shared/reports/schema';
import { loadFonts, registerFonts } from '../../lib/pdf/fonts';
import { TextFlow, type Span } from '../../lib/pdf/text';
import type { SolutionQuestion, SolutionReport } from './solution';

/** The PDF's own words, in the institute's language (the portal's locales are the web's). */
const LABELS = {
  en: {
    colon: ': ',
    title: 'Solution report',
    student: 'Student',
    attemptedOn: 'Attempted on',
    notAttempted: 'Not attempted',
    score: 'Score',
    rank: 'Rank',
    question: 'Question',
    marks: 'Marks',
    marksGiven: 'Marks given',
    passage: 'Passage',
    yourAnswer: 'Your answer',
    correctAnswer: 'Correct answer',
    result: 'Result',
    feedback: 'Feedback',
    solution: 'Solution by the institute',
    noAnswer: 'None',
    outcome: { right: 'Right', wrong: 'Wrong', left: 'Not answered', pending: 'Awaiting evaluation' },
  },
  fr: {
    colon: '\u00a0: ',
    title: 'Rapport de correction',
    student: 'Élève',
    attemptedOn: 'Passé le',
    notAttempted: 'Non passé',
    score: 'Note',
    rank: 'Rang',
    question: 'Question',
    marks: 'Barème',
    marksGiven: 'Points obtenus',
    passage: 'Texte',
    yourAnswer: 'Ta réponse',
    correctAnswer: 'Bonne réponse',
    result: 'Résultat',
    feedback: 'Commentaire',
    solution: 'Corrigé de l’établissement',
    noAnswer: 'Aucune',
    outcome: { right: 'Juste', wrong: 'Faux', left: 'Sans réponse', pending: 'En attente de correction' },
  },
  hi: {
    colon: ': ',
    title: 'हल सहित रिपोर्ट',
    student: 'विद्यार्थी',
    attemptedOn: 'परीक्षा दी',
    notAttempted: 'परीक्षा नहीं दी',
    score: 'प्राप्तांक',
    rank: 'रैंक',
    question: 'प्रश्न',
    marks: 'अंक',
    marksGiven: 'प्राप्त अंक',
    passage: 'गद्यांश',
    yourAnswer: 'आपका उत्तर',
    correctAnswer: 'सही उत्तर',
    result: 'परिणाम',
    feedback: 'टिप्पणी',
    solution: 'संस्थान द्वारा हल',
    noAnswer: 'कोई नहीं',
    outcome: { right: 'सही', wrong: 'गलत', left: 'उत्तर नहीं दिया', pending: 'मूल्यांकन बाकी है' },
  },
  de: {
    colon: ': ',
    title: 'Lösungsbericht',
    student: 'Schüler/in',
    attemptedOn: 'Bearbeitet am',
    notAttempted: 'Nicht bearbeitet',
    score: 'Punkte',
    rank: 'Rang',
    question: 'Aufgabe',
    marks: 'Punkte',
    marksGiven: 'Erreicht',
    passage: 'Text',
    yourAnswer: 'Deine Antwort',
    correctAnswer: 'Richtige Antwort',
    result: 'Ergebnis',
    feedback: 'Hinweis',
    solution: 'Lösung des Instituts',
    noAnswer: 'Keine',
    outcome: {
      right: 'Richtig',
      wrong: 'Falsch',
      left: 'Nicht beantwortet',
      pending: 'Wird noch bewertet',
    },
  },
} satisfies Record<SolutionReport['language'], Record<string, unknown>>;
type Labels = (typeof LABELS)['en'];

const OUTCOME_COLOURS: Record<QuestionOutcome, string> = {
  right: '#1b6e2a',
  wrong: '#a4161a',
  left: '#555555',
  pending: '#7a5200',
};
const MUTED = '#444444';

const marks = (value: number) => String(Math.round(value * 100) / 100);

function header(flow: TextFlow, report: SolutionReport, l: Labels): void {
  flow.paragraph([{ text: report.instituteName, bold: true }], { size: 16, after: 2 });
  flow.paragraph([{ text: l.title }], { size: 11, color: MUTED, after: 6 });
  flow.paragraph([{ text: report.testName, bold: true }], { size: 14, after: 6 });
  const student = report.displayId ? `${report.studentName} (${report.displayId})` : report.studentName;
  flow.paragraph([{ text: `${l.student}${l.colon}`, bold: true }, { text: student }], { size: 10.5 });
  flow.paragraph(
    [{ text: `${l.attemptedOn}${l.colon}`, bold: true }, { text: report.attemptedAt ?? l.notAttempted }],
    { size: 10.5 },
  );
  const score = `${report.score === null ? '–' : marks(report.score)} / ${marks(report.totalMarks)}`;
  const line: Span[] = [{ text: `${l.score}${l.colon}`, bold: true }, { text: score }];
  if (report.rank !== null)
    line.push({ text: ` · ${l.rank}${l.colon}`, bold: true }, { text: String(report.rank) });
  flow.paragraph(line, { size: 10.5 });
  flow.rule('#333333');
}

function question(flow: TextFlow, q: SolutionQuestion, l: Labels): void {
  // Keep a question's heading with at least a couple of lines of it.
  flow.space(0, 60);
  const given = q.given === null ? l.outcome.pending : marks(q.given);
  flow.paragraph(
    [
      { text: `${l.question} ${q.number}`, bold: true },
      { text: ` · ${q.subject} · ${l.marks}${l.colon}${marks(q.marks)} · ${l.marksGiven}${l.colon}${given}` },
    ],
    { size: 11, after: 3 },
  );
  if (q.passage) {
    flow.paragraph([{ text: l.passage, bold: true }], { size: 10, color: MUTED });
    flow.paragraph([{ text: q.passage }], { size: 10, color: MUTED, indent: 10, after: 4 });
  }
  flow.paragraph([{ text: q.text }], { size: 10.5, after: 3 });
  for (const option of q.options) flow.paragraph([{ text: option }], { size: 10, indent: 12 });
  if (q.choices.length > 0) {
    flow.space(2);
    for (const choice of q.choices) flow.paragraph([{ text: choice }], { size: 10, indent: 12 });
  }
  flow.space(4);
  labelled(flow, l, l.yourAnswer, q.yourAnswer.length > 0 ? q.yourAnswer.join('\n') : l.noAnswer);
  labelled(flow, l, l.correctAnswer, q.correctAnswer.length > 0 ? q.correctAnswer.join('\n') : '–');
  flow.paragraph(
    [
      { text: `${l.result}${l.colon}`, bold: true },
      { text: l.outcome[q.outcome], bold: true },
    ],
    { size: 10, color: OUTCOME_COLOURS[q.outcome] },
  );
  if (q.feedback) labelled(flow, l, l.feedback, q.feedback);
  if (q.solution) labelled(flow, l, l.solution, q.solution);
  flow.rule();
}

function labelled(flow: TextFlow, l: Labels, label: string, text: string): void {
  flow.paragraph([{ text: `${label}${l.colon}`, bold: true }, { text }], { size: 10, after: 2 });
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
/** Questions drawn between two turns of the event loop. */
const QUESTIONS_PER_TURN = 4;

/**
 * The solution report as a PDF stream: the header, then every question in paper order.
 * It is drawn a few questions at a time, yielding to the event loop in between, and
 * pdfkit hands out each page as it is finished.
 */
export async function solutionPdf(report: SolutionReport): Promise<PDFKit.PDFDocument> {
  const fonts = await loadFonts();
  const l = LABELS[report.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: report.language,
    info: {
      Title: `${l.title}: ${report.testName}`,
      Author: report.instituteName,
      Subject: report.studentName,
    },
  });
  registerFonts(doc, fonts);
  const flow = new TextFlow(doc, {
    left: MARGIN,
    right: A4.width - MARGIN,
    top: MARGIN,
    bottom: A4.height - MARGIN,
  });
  void (async () => {
    try {
      header(flow, report, l);
      for (const [i, q] of report.questions.entries()) {
        if (doc.destroyed) return;
        question(flow, q, l);
        if (i % QUESTIONS_PER_TURN === QUESTIONS_PER_TURN - 1) await nextTurn();
      }
      doc.end();
    } catch (error) {
      doc.destroy(error as Error);
    }
  })();
  return doc;
}
