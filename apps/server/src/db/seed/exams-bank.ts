import type { StoredMedia } from '../schema';

/* The exam seed's vocabulary: questions written compactly, tests described by window and sections. */

export type QuesType = 1 | 2 | 3 | 5 | 6 | 7;

/** A question of the bank as the seed writes it (HTML; TeX between \( \) or \[ \]). */
export interface SeedQuestion {
  type: QuesType;
  text: string;
  /** Types 1, 3, 5: the choices; types 6, 7: the left-hand items. */
  options: string[];
  /** Types 1, 3, 5: indexes of the right choices. */
  correct: number[];
  /** Types 6, 7: the right-hand column and the right [row, choice] pairs. */
  choices?: string[];
  pairs?: Array<[number, number]>;
  modelAnswer?: string;
  feedback?: string;
  solution?: string;
  /** Key of a passage of the same test file (PASSAGES). */
  passage?: string;
  media?: StoredMedia[];
  /** Per-question marks overriding the section's. */
  marks?: number;
  negative?: number;
}

interface Notes {
  feedback?: string;
  solution?: string;
}

/** Wraps plain text in a paragraph; HTML is kept as written. */
export const html = (text: string) => (text.trimStart().startsWith('<') ? text : `<p>${text}</p>`);

/** Type 1: one right option. */
export function one(text: string, options: string[], right: number, notes: Notes = {}): SeedQuestion {
  return { type: 1, text: html(text), options, correct: [right], ...notes };
}

/** Type 3: several right options. */
export function many(text: string, options: string[], right: number[], notes: Notes = {}): SeedQuestion {
  return { type: 3, text: html(text), options, correct: right, ...notes };
}

/** True / False in each institute language. */
export const TRUE_FALSE: Record<'en' | 'fr' | 'hi' | 'de', [string, string]> = {
  en: ['True', 'False'],
  fr: ['Vrai', 'Faux'],
  hi: ['सत्य', 'असत्य'],
  de: ['Wahr', 'Falsch'],
};

/** Type 5: a statement, true or false. */
export function trueFalse(
  text: string,
  isTrue: boolean,
  notes: Notes = {},
  lang: keyof typeof TRUE_FALSE = 'en',
): SeedQuestion {
  return { type: 5, text: html(text), options: [...TRUE_FALSE[lang]], correct: [isTrue ? 0 : 1], ...notes };
}

/** Type 2: a written answer, marked by a teacher against the model answer. */
export function written(text: string, modelAnswer: string, notes: Notes = {}): SeedQuestion {
  return { type: 2, text: html(text), options: [], correct: [], modelAnswer: html(modelAnswer), ...notes };
}

/** Type 6: match each row to one right-hand item; `rightOf[row]` is its choice. */
export function match(
  text: string,
  rows: string[],
  choices: string[],
  rightOf: number[],
  notes: Notes = {},
): SeedQuestion {
  return {
    type: 6,
    text: html(text),
    options: rows,
    correct: [],
    choices,
    pairs: rightOf.map((choice, row) => [row, choice] as [number, number]),
    ...notes,
  };
}

/** Type 7: matrix match, each row to one or more right-hand items. */
export function matrix(
  text: string,
  rows: string[],
  choices: string[],
  rightOf: number[][],
  notes: Notes = {},
): SeedQuestion {
  return {
    type: 7,
    text: html(text),
    options: rows,
    correct: [],
    choices,
    pairs: rightOf.flatMap((list, row) => list.map((choice) => [row, choice] as [number, number])),
    ...notes,
  };
}

/** With a passage (by key) or media items. */
export const onPassage = (passage: string, q: SeedQuestion): SeedQuestion => ({ ...q, passage });
export const withMedia = (media: StoredMedia[], q: SeedQuestion): SeedQuestion => ({ ...q, media });

export interface SeedSection {
  subject: string;
  marks: number;
  /** Taken away for a wrong answer of a choice type (1, 3, 5); types 2, 6 and 7 lose nothing. */
  negative: number;
  questions: SeedQuestion[];
}

/** When a test is open: minutes around the seed's now, or the wall clock of its timetable entry. */
export type SeedWindow = { fromMinutes: number; toMinutes: number } | { timetable: true };

const DAY = 24 * 60;
export const days = (from: number, to: number): SeedWindow => ({
  fromMinutes: from * DAY,
  toMinutes: to * DAY,
});
export const TIMETABLE: SeedWindow = { timetable: true };

export interface SeedTest {
  id: number;
  instituteId: number;
  /** Label name (exam desk tests) or product name (product tests). */
  label?: string;
  product?: string;
  name: string;
  testTypeId: 1 | 2 | 4;
  window: SeedWindow;
  durationMinutes: number;
  testLimit?: number;
  resultPublished?: boolean;
  downloadSolution?: boolean;
  instructions: string;
  /** [course, batch] names the test is assigned to. */
  batches?: Array<[string, string]>;
  sections: SeedSection[];
}

export interface SeedLabel {
  instituteId: number;
  name: string;
  testTypeId: 1 | 2 | 4;
}

/** Passages by key: HTML, shared by the questions that name them. */
export type Passages = Record<string, string>;

/** The marks a question carries in its section. */
export function marksOf(section: SeedSection, q: SeedQuestion): { marks: number; negative: number } {
  const choiceType = q.type === 1 || q.type === 3 || q.type === 5;
  return { marks: q.marks ?? section.marks, negative: q.negative ?? (choiceType ? section.negative : 0) };
}

/** Common instructions, in the institute's language. */
export function instructionsEn(minutes: number, count: number, marking: string): string {
  return [
    `<p><strong>Read these instructions before you start.</strong></p>`,
    `<p>The test has ${count} questions and lasts ${minutes} minutes. The timer runs on the school's clock and does not stop if you close the window.</p>`,
    `<p>${marking}</p>`,
    `<p>Answers are saved as you go. Use <em>Mark for review</em> to come back to a question, and submit before the time runs out.</p>`,
  ].join('');
}
