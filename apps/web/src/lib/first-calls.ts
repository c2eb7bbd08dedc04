import { SESSION_KEY, type Session } from './session';
import { readStorage, writeStorage } from './storage';
import { todayIn } from './time-zone';

/**
 * A screen's first calls, sent again by index.html's inline script as the page opens (issue 15,
 * "fast everywhere"). A screen opened by its address asks for its data only once the portal's
 * script has arrived and run (a second or more on a phone), then waits a round trip more. The
 * calls a screen's loaders made the last time this address was opened (same person, same day) are
 * kept here; the page sends them again while the script is on its way, and the portal's own call
 * takes that answer instead of asking again (api-client.ts, takeFirstCall).
 *
 * Only reads are kept: calls made by a query (they carry the query's abort signal, a change never
 * does) with the session's own token, from the page's start until it has settled
 * (lib/page-settled.ts) or is first pressed or typed in: what the screen asks for by itself. The kept list holds no token (the
 * page takes it from the session) and goes with the rest of the storage at logout. A call the
 * screen no longer makes (another month, another test) is only an answer nobody reads.
 */

export const FIRST_CALLS_KEY = 'first_calls';
/** Addresses kept, the most recently opened first. */
const KEPT_ADDRESSES = 12;

/** Which session field the call's token was (the inline script reads it from the session). */
export type FirstCallToken = 'student_auth' | 'scorecard_auth_token';

export interface FirstCall {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  headers: Record<string, string>;
  token: FirstCallToken;
}

export interface FirstCallsRecord {
  /** The stored session they were made with (sessionMark): another year, child or token, not sent. */
  session: string;
  user: number;
  student: number | null;
  /** The day (institute's zone) they were made: the page sends them again that day only. */
  day: string;
  at: number;
  calls: FirstCall[];
}

export type FirstCallsStore = Record<string, FirstCallsRecord>;

/** What index.html's inline script sent: "METHOD url body" -> the answer on its way. */
type SentEarly = Record<string, Promise<Response>>;
declare global {
  interface Window {
    __firstCalls?: SentEarly;
  }
}

/**
 * A short mark of the stored session's text (djb2, 32 bits), the same as index.html's inline script
 * works out: the calls are sent again only with the very session they were made with (a switched
 * academic year or child changes the calls). 32 bits of a text with a random token in it tell
 * nothing of the token.
 */
export function sessionMark(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

const callKey = (method: string, url: string, body: string | undefined) => `${method} ${url} ${body ?? ''}`;

let recording = true;
const made: FirstCall[] = [];
/** The mark of the session the noted calls were made with; null once it changed meanwhile. */
let madeWith: string | null | undefined;

/** The answer the page already asked for this very call, once; else undefined. */
export function takeFirstCall(
  method: string,
  url: string,
  body: string | undefined,
): Promise<Response> | undefined {
  const sent = typeof window === 'undefined' ? undefined : window.__firstCalls;
  if (!sent || !recording) return undefined;
  const key = callKey(method, url, body);
  const answer = sent[key];
  delete sent[key];
  return answer;
}

/** Notes a call until the page has settled, if it is a query's read with the session's token. */
export function noteFirstCall(
  call: Omit<FirstCall, 'token' | 'method'> & { method: string; authorization?: string; fromQuery: boolean },
  session: Session | null,
): void {
  if (!recording || !call.fromQuery || !session || !call.authorization) return;
  const method = call.method;
  if (method !== 'GET' && method !== 'POST') return;
  if (!call.url.startsWith('/') || call.url.startsWith('//')) return;
  const token: FirstCallToken | null =
    call.authorization === session.student_auth
      ? 'student_auth'
      : call.authorization === session.scorecard_auth_token
        ? 'scorecard_auth_token'
        : null;
  if (!token) return;
  // A session switched meanwhile (another year, another child): what was noted is of two sessions.
  const mark = sessionMark(readStorage(SESSION_KEY) ?? '');
  if (madeWith === undefined) madeWith = mark;
  else if (madeWith !== mark) madeWith = null;
  if (made.some((kept) => kept.method === method && kept.url === call.url && kept.body === call.body)) return;
  made.push({ method, url: call.url, body: call.body, headers: call.headers, token });
}

/** The kept addresses, or an empty store when there is none or it is not ours. */
export function readFirstCalls(): FirstCallsStore {
  try {
    const parsed: unknown = JSON.parse(readStorage(FIRST_CALLS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FirstCallsStore) : {};
  } catch {
    return {};
  }
}

/**
 * The page has settled or been used (main.tsx): keeps the calls it made by itself for this address
 * (replacing the last visit's), and no early answer is taken from now on.
 */
export function endFirstCalls(session: Session | null, address: string): void {
  if (!recording) return;
  recording = false;
  if (typeof window !== 'undefined') delete window.__firstCalls;
  if (!session) return;
  const store = readFirstCalls();
  if (made.length === 0 || !madeWith) {
    if (!(address in store)) return;
    delete store[address];
  } else {
    store[address] = {
      session: madeWith,
      user: session.user_id,
      student: session.student_id ?? null,
      day: todayIn(session.time_zone),
      at: Date.now(),
      calls: made.splice(0),
    };
  }
  // Only this person's: another's (a browser closed without logging out) are dropped.
  const kept = Object.entries(store)
    .filter(([, record]) => record.user === session.user_id)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, KEPT_ADDRESSES);
  writeStorage(FIRST_CALLS_KEY, JSON.stringify(Object.fromEntries(kept)));
}

/** Tests: back to a page's start. */
export function resetFirstCallsForTests(): void {
  recording = true;
  made.splice(0);
  madeWith = undefined;
}
