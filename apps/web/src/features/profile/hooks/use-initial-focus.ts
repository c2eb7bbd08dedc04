import { useEffect, useRef } from 'react';

/**
 * Focuses the element once its pop-up has opened. The autoFocus prop fires
 * before the dialog's showModal(), which then moves focus to its first control.
 */
export function useInitialFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
