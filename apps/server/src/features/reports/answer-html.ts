import { optionLetter } from '@portal/shared/exams/rules';
import type { questions } from '../../db/schema';
import { hasMath, safeHtml } from '../../lib/html';
import { answerText, correctAnswer } from '../exams/bookmarks';

/**
 * The answers of the question table as sanitised HTML: a choice as its letter and text
 * ('<b>(b)</b> 12 cm²'), match pairs in letters ('a-q, b-p', as bookmarks show them),
 * written text escaped, and for a written question the model answer as the right one.
 */

type Question = Pick<typeof questions.$inferSelect, 'quesType' | 'options' | 'correctPairs' | 'modelAnswer'>;

const MATCH_TYPES = new Set([6, 7]);

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Chosen options, each as its letter in bold and its (sanitised) text, one per line. */
function choicesHtml(question: Question, indexes: readonly number[]): string {
  return [...indexes]
    .sort((a, b) => a - b)
    .filter((i) => Number.isInteger(i) && i >= 0 && i < question.options.length)
    .map((i) => `<b>(${optionLetter(i)})</b> ${safeHtml(question.options[i]!.text)}`.trim())
    .join('<br />');
}

function chosenIndexes(answer: unknown): number[] {
  if (!answer || typeof answer !== 'object') return [];
  const value = answer as { option?: unknown; options?: unknown };
  if (typeof value.option === 'number') return [value.option];
  if (Array.isArray(value.options)) return value.options.filter((i): i is number => typeof i === 'number');
  return [];
}

/** What the student answered ('' when left). */
export function studentAnswerHtml(question: Question, answer: unknown): string {
  if (MATCH_TYPES.has(question.quesType)) return escapeText(answerText(answer));
  if (question.quesType === 2) return escapeText(answerText(answer).trim()).replace(/\r?\n/g, '<br />');
  return choicesHtml(question, chosenIndexes(answer));
}

/** The right answer: the correct option(s), the correct pairs, or the model answer. */
export function correctAnswerHtml(question: Question): string {
  if (MATCH_TYPES.has(question.quesType)) return escapeText(correctAnswer(question));
  if (question.quesType === 2) return safeHtml(question.modelAnswer);
  return choicesHtml(
    question,
    question.options.flatMap((option, i) => (option.isCorrect ? [i] : [])),
  );
}

/** 1 when either answer holds TeX (the web then loads its math renderer). */
export const answersHaveMath = (studentHtml: string, correctHtml: string): 0 | 1 =>
  hasMath(studentHtml, correctHtml) ? 1 : 0;
