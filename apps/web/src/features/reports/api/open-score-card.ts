import { api } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import { scorePanelUrl } from '@/lib/service-urls';

/** The contract, fetched with the card window's first call (never with the sign-in page). */
export const reportSchemas = () => import('@portal/shared/reports/schema');

/**
 * `{scorePanel}/api/{path}` from inside the card window, which is already under the score panel
 * base: the portal's session (shared localStorage) names it, else the default.
 */
export function scorePanelApi(path: string): string {
  const session = getSession();
  return `${session ? scorePanelUrl(session) : '/score-panel'}/api/${path}`;
}

const STORE_KEY = 'score-card:window';

interface StoredCard {
  key: string;
  token: string;
}

/**
 * The card token lives in this window's sessionStorage only (a reload keeps it; another
 * tab or window has none), with the key it was spent from.
 */
export function storedCard(): StoredCard | null {
  try {
    const raw = window.sessionStorage.getItem(STORE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object') {
      const { key, token } = value as Record<string, unknown>;
      if (typeof key === 'string' && typeof token === 'string') return { key, token };
    }
  } catch {
    // no storage: the card lasts as long as the page
  }
  return null;
}

function keepCard(card: StoredCard): void {
  try {
    window.sessionStorage.setItem(STORE_KEY, JSON.stringify(card));
  } catch {
    // ignore
  }
}

export function forgetCard(): void {
  try {
    window.sessionStorage.removeItem(STORE_KEY);
  } catch {
    // ignore
  }
}

const opening = new Map<string, Promise<string>>();

async function spend(key: string): Promise<string> {
  const { scoreCardOpenResponseSchema } = await reportSchemas();
  // No portal token: the key is the credential. A refusal never logs the portal out.
  const answer = await api.post(
    scorePanelApi('open'),
    { key },
    { schema: scoreCardOpenResponseSchema, skipForbiddenHandler: true },
  );
  keepCard({ key, token: answer.result.token });
  return answer.result.token;
}

/**
 * POST {scorePanel}/api/open: spends the single-use key for this window's card token. A key
 * this window spent already (a reload before the address was replaced) answers the stored
 * token; one call per key even if the screen mounts twice.
 */
export function openScoreCardKey(key: string): Promise<string> {
  const stored = storedCard();
  if (stored && stored.key === key) return Promise.resolve(stored.token);
  let pending = opening.get(key);
  if (!pending) {
    pending = spend(key);
    opening.set(key, pending);
  }
  return pending;
}
