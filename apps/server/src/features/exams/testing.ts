import { expect } from 'vitest';
import type { App } from '../../app';
import { call, DEMO_LOGINS, signIn, type DemoName } from '../../test/requests';

export const DESK = '/api/exam-desk';
export const PRODUCT = '/api/product';

export interface Tokens {
  /** The student token (student_auth). */
  student: string;
  /** The exam desk token (examdesk_auth_token). */
  desk: string;
  host?: string;
}

/** Signs the demo people in; both their tokens and their host, by nickname. */
export async function signInDesk(app: App, names: readonly DemoName[]): Promise<Record<string, Tokens>> {
  const entries = await Promise.all(
    names.map(async (who) => {
      const [userName, host] = DEMO_LOGINS[who] as readonly [string, string?];
      const account = await signIn(app, { user_name: userName }, { host });
      expect(account.examdesk_auth_token, `${who} has an exam desk token`).toBeTruthy();
      return [who, { student: account.student_auth, desk: account.examdesk_auth_token!, host }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** An exam desk call as the person (exam desk token, their host). */
export const desk = <T = unknown>(
  app: App,
  who: Tokens,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
) => call<T>(app, method, `${DESK}${path}`, { token: who.desk, host: who.host, payload });

/** The label id of a name in the person's institute. */
export async function labelId(app: App, who: Tokens, name: string): Promise<number> {
  const answer = await desk<never>(app, who, 'GET', '/student/testLabels');
  const labels = (answer.body as unknown as { data: Array<{ label_id: number; label_name: string }> }).data;
  const label = labels.find((l) => l.label_name === name);
  if (!label) throw new Error(`no label ${name}`);
  return label.label_id;
}
