import { useSyncExternalStore } from 'react';
import { showMessageAlert } from './alerts';

/**
 * Toasts without putting sonner on the sign-in page's first load: the toaster
 * is mounted after the first paint (or at the first toast), and sonner keeps
 * toasts raised before it mounted and shows them once it does.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

type Kind = 'error' | 'success' | 'info';

/** The same text twice (two calls failing alike, a 403 on two calls in flight) is one toast, not a stack. */
function show(kind: Kind, text: string): void {
  requestToaster();
  void import('sonner').then(
    ({ toast }) => toast[kind](text, { id: `${kind}:${text}` }),
    // The toast area's code could not be fetched (offline before it was loaded: it waits until
    // the page has settled): the message still shows, in the alert pop-up the page already has.
    () => showMessageAlert(text),
  );
}

export const notify = {
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  /** Clears what is shown (a successful sign-in makes earlier failures moot). */
  dismissAll: () => {
    if (wanted) void import('sonner').then(({ toast }) => toast.dismiss());
  },
};
