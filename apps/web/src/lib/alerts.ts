import { useSyncExternalStore } from 'react';
import { splitAppLink } from '@portal/shared/api/errors';

/** The alert pop-up of spec section 2: a text part, an optional link part, and an Ok button. */
export interface AlertContent {
  text: string;
  link?: string;
}

let current: AlertContent | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function showAlert(content: AlertContent): void {
  current = content;
  emit();
}

/** Shows a server message, split into text and link when it carries ': app_link :'. */
export function showMessageAlert(message: string): void {
  const parts = splitAppLink(message);
  showAlert(parts ? { text: parts.text, link: parts.link } : { text: message });
}

export function closeAlert(): void {
  current = null;
  emit();
}

export function useAlert(): AlertContent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
