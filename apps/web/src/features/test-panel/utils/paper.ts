import { isAnswered } from '@portal/shared/test-panel/rules';
import type { Answer, PaperQuestion } from '@portal/shared/test-panel/schema';

/** A question's state in the palette (the usual exam-hall legend). */
export type QuestionState = 'answered' | 'notAnswered' | 'marked' | 'answeredMarked' | 'notVisited';
export const QUESTION_STATES: readonly QuestionState[] = [
  'answered',
  'notAnswered',
  'marked',
  'answeredMarked',
  'notVisited',
];

export interface Entry {
  answer: Answer | null;
  marked: boolean;
}

export function questionState(entry: Entry | undefined, visited: boolean): QuestionState {
  const answered = isAnswered(entry?.answer ?? null);
  if (entry?.marked) return answered ? 'answeredMarked' : 'marked';
  if (answered) return 'answered';
  return visited || entry ? 'notAnswered' : 'notVisited';
}

/** What the submit confirmation counts. */
export function paperCounts(questions: readonly PaperQuestion[], entries: ReadonlyMap<number, Entry>) {
  let answered = 0;
  let marked = 0;
  for (const q of questions) {
    const entry = entries.get(q.ques_id);
    if (isAnswered(entry?.answer ?? null)) answered += 1;
    if (entry?.marked) marked += 1;
  }
  return { answered, unanswered: questions.length - answered, marked };
}

export interface Section {
  subject: string;
  questions: PaperQuestion[];
}

/** Sections by subject, in the order the paper first reaches each subject; questions by position. */
export function sectionsOf(questions: readonly PaperQuestion[]): Section[] {
  const sections: Section[] = [];
  for (const q of [...questions].sort((a, b) => a.position - b.position)) {
    let section = sections.find((s) => s.subject === q.subject);
    if (!section) {
      section = { subject: q.subject, questions: [] };
      sections.push(section);
    }
    section.questions.push(q);
  }
  return sections;
}

/** hh:mm:ss of a remaining time (never below zero). */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The warning due at this remaining time, if a threshold (5 min, 1 min) was just crossed. */
export function warningAt(previousMs: number, nowMs: number): 5 | 1 | null {
  if (previousMs > 60_000 && nowMs <= 60_000 && nowMs > 0) return 1;
  if (previousMs > 300_000 && nowMs <= 300_000 && nowMs > 60_000) return 5;
  return null;
}

/** Plain text of server HTML (for the passage's cut preview). */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // A heading and its paragraph are two words apart, not glued together.
  doc.body
    .querySelectorAll('p, div, h1, h2, h3, h4, h5, h6, li, br, tr, td, th, blockquote')
    .forEach((el) => {
      el.after(' ');
    });
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
