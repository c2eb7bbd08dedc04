import { describe, expect, it } from 'vitest';
import type { PaperQuestion } from '@portal/shared/test-panel/schema';
import { clockText, paperCounts, questionState, sectionsOf, warningAt, type Entry } from './paper';

const question = (ques_id: number, position: number, subject: string): PaperQuestion => ({
  ques_id,
  position,
  subject,
  ques_type: 1,
  question: '',
  question_mathjax: 0,
  passage: null,
  options: [],
  match_choices: null,
  media_data: [],
  marks: 4,
  negative_marks: 1,
  bookmarked: false,
});

describe('questionState', () => {
  it.each<[Entry | undefined, boolean, string]>([
    [undefined, false, 'notVisited'],
    [undefined, true, 'notAnswered'],
    [{ answer: null, marked: false }, false, 'notAnswered'],
    [{ answer: { text: '  ' }, marked: false }, true, 'notAnswered'],
    [{ answer: { option: 0 }, marked: false }, true, 'answered'],
    [{ answer: { options: [] }, marked: true }, true, 'marked'],
    [{ answer: { pairs: [[0, 1]] }, marked: true }, true, 'answeredMarked'],
  ])('%j visited %s is %s', (entry, visited, state) => {
    expect(questionState(entry, visited)).toBe(state);
  });
});

describe('paperCounts', () => {
  it('counts answered, unanswered and marked questions', () => {
    const questions = [question(1, 1, 'P'), question(2, 2, 'P'), question(3, 3, 'C')];
    const entries = new Map<number, Entry>([
      [1, { answer: { option: 1 }, marked: true }],
      [2, { answer: { options: [] }, marked: true }],
    ]);
    expect(paperCounts(questions, entries)).toEqual({ answered: 1, unanswered: 2, marked: 2 });
  });
});

describe('sectionsOf', () => {
  it('groups by subject in paper order', () => {
    const sections = sectionsOf([
      question(3, 3, 'Maths'),
      question(1, 1, 'Physics'),
      question(2, 2, 'Maths'),
    ]);
    expect(sections.map((s) => [s.subject, s.questions.map((q) => q.position)])).toEqual([
      ['Physics', [1]],
      ['Maths', [2, 3]],
    ]);
  });
});

describe('clock', () => {
  it('shows hh:mm:ss, rounding up and never negative', () => {
    expect(clockText(90 * 60_000)).toBe('01:30:00');
    expect(clockText(59_001)).toBe('00:01:00');
    expect(clockText(-5)).toBe('00:00:00');
  });
  it('warns once when 5 and 1 minutes are crossed', () => {
    expect(warningAt(300_500, 299_500)).toBe(5);
    expect(warningAt(299_500, 298_500)).toBeNull();
    expect(warningAt(60_400, 59_400)).toBe(1);
    expect(warningAt(400_000, 30_000)).toBe(1);
    expect(warningAt(1000, 0)).toBeNull();
  });
});
