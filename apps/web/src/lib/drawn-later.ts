import { useDeferredValue } from 'react';

/**
 * A call's answer, drawn in a pass React can interrupt every few milliseconds. TanStack Query hands
 * a new answer to React as an urgent update, which React draws in one uninterrupted task: on a phone
 * a page of installments, the day's classes or a test's question table held the page for a quarter
 * of a second or more, input unanswered. With this the urgent update leaves the screen as it was
 * (its loader) and the answer is drawn right after, in slices. `waiting` is true until then: show
 * the loader meanwhile, not an empty state.
 */
export function useDrawnLater<T>(answer: T): { value: T; waiting: boolean } {
  const value = useDeferredValue(answer);
  return { value, waiting: value !== answer };
}
