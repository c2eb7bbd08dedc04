import { ApiError } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import { testPanelUrl } from '@/lib/service-urls';
import type { FailureKind } from '../autosave/answer-queue';

/** The contract, fetched with the panel's first call (never with the sign-in page). */
export const panelSchemas = () => import('@portal/shared/test-panel/schema');

/** `{testPanel}/api`: the portal's session (shared localStorage) names the base address. */
export function panelApi(path: string): string {
  const session = getSession();
  return `${session ? testPanelUrl(session) : '/test-panel'}/api/${path}`;
}

/** The open attempt, or an ended test shown read-only. */
export type PanelTarget = { kind: 'attempt'; id: number } | { kind: 'view'; id: number };

const tokenKey = (target: PanelTarget) => `test-panel:token:${target.kind}:${target.id}`;

/** The panel token lives in this window's sessionStorage only: another tab or a new window has none. */
export function savePanelToken(target: PanelTarget, token: string): void {
  try {
    window.sessionStorage.setItem(tokenKey(target), token);
  } catch {
    // the window keeps the token in memory below
  }
  memory.set(tokenKey(target), token);
}

const memory = new Map<string, string>();

export function panelToken(target: PanelTarget): string | null {
  try {
    return window.sessionStorage.getItem(tokenKey(target)) ?? memory.get(tokenKey(target)) ?? null;
  } catch {
    return memory.get(tokenKey(target)) ?? null;
  }
}

export function forgetPanelToken(target: PanelTarget): void {
  memory.delete(tokenKey(target));
  try {
    window.sessionStorage.removeItem(tokenKey(target));
  } catch {
    // ignore
  }
}

/** Options of every panel call: its own token, and a 403 never logs the portal out. */
export const panelAuth = (token: string) => ({ auth: true, token, skipForbiddenHandler: true }) as const;

/** How a failed panel call is treated by the autosave queue. */
export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof ApiError) || !error.gotResponse) return 'network';
  if (error.status === 409) return 'closed';
  if (error.status === 401 || error.status === 403) return 'expired';
  if (error.status === 400 || error.status === 404 || error.status === 422) return 'rejected';
  return 'retry';
}
