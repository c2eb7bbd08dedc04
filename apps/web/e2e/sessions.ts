import { randomUUID } from 'node:crypto';
import { expect, request, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { SOURCE_WEB } from '@portal/shared/api/headers';
import { decideLoginOutcome, studentPickSignsInDirectly } from '@portal/shared/auth/rules';
import { loginResponseSchema } from '@portal/shared/auth/schema';
import { SESSION_COOKIE } from '@portal/shared/shell/server-drawn';
import { logoResponseSchema } from '@portal/shared/shell/schema';
import { wallClock } from '@portal/shared/time/zone';
import { buildSession, withAcademicYear, yearsToChooseFrom } from '../src/features/auth/utils/build-session';
import { SESSION_VERSION, type Session } from '../src/lib/session';
import { PASSWORD, site } from './site';

/** A demo account, as the sign-in form is given it; `child`: the student a parent of several acts for. */
export interface Account {
  login: string;
  host?: string;
  password?: string;
  child?: RegExp;
}

/** A session made through the login call: what the portal stores (localStorage 'session' and 'device_id'). */
interface Made {
  key: string;
  host: string;
  session: Session;
  deviceId: string;
}

/**
 * The worker's sessions (e2e/fixtures.ts makes one per worker): each account is signed in once
 * through the same login call the sign-in form makes, and its session is then opened directly in
 * every test of the worker that signs that account in. A session the server has ended since (a
 * logout, a password changed in another worker) is made again; one a test changed (a parent's
 * child switched) is forgotten as soon as the page asks for the change.
 */
export class Sessions {
  private readonly made = new Map<string, Promise<Made>>();

  private constructor(private readonly api: APIRequestContext) {}

  static async start(): Promise<Sessions> {
    return new Sessions(await request.newContext());
  }

  dispose(): Promise<void> {
    return this.api.dispose();
  }

  async of(account: Account): Promise<Made> {
    const key = JSON.stringify([
      account.host ?? 'localhost',
      account.login,
      account.password ?? PASSWORD,
      String(account.child ?? ''),
    ]);
    const known = await this.made.get(key)?.catch(() => null);
    if (known && (await this.alive(known))) return known;
    const making = this.signIn(account, key);
    this.made.set(key, making);
    try {
      return await making;
    } catch (error) {
      this.made.delete(key);
      throw error;
    }
  }

  forget(key: string): void {
    this.made.delete(key);
  }

  /** To localhost, naming the portal in Host: the test runner does not resolve *.localhost as Chromium does. */
  private headers(host: string): Record<string, string> {
    return { Host: new URL(site(host)).host };
  }

  /** The server still answers the session's token (the header's academic years: one small read). */
  private async alive(made: Made): Promise<boolean> {
    const answer = await this.api.get(`${site()}/api/v1/academicYear/all/${made.session.institute_id}`, {
      headers: { ...this.headers(made.host), Authorization: made.session.student_auth, Source: SOURCE_WEB },
      failOnStatusCode: false,
    });
    return answer.ok();
  }

  /**
   * What the sign-in page does (src/features/auth: the institute's favicon from the logo call, the
   * login call, buildSession), with the choices its pop-ups would ask for made here: a parent's
   * student (`child`, else the first, as the pop-up lists them) and, for a student who lacks the
   * current academic year, the first of their years.
   */
  private async signIn(account: Account, key: string): Promise<Made> {
    const host = account.host ?? 'localhost';
    const headers = this.headers(host);
    const logo = await this.api.get(site() + '/api/v1/institutes/getLogoAndFavIcon', {
      params: { virtualHostUrl: host },
      headers,
      failOnStatusCode: false,
    });
    const institute = logoResponseSchema.safeParse(await logo.json().catch(() => null));
    const favIconUrl = institute.success ? (institute.data.result[0]?.favIconPath ?? null) : null;

    const deviceId = randomUUID();
    const answer = await this.api.post(site() + '/api/v2/user/v3/login', {
      headers,
      data: {
        device_id: deviceId,
        source: SOURCE_WEB,
        user_name: account.login,
        password: account.password ?? PASSWORD,
      },
      failOnStatusCode: false,
    });
    const body: unknown = await answer.json().catch(() => null);
    if (!answer.ok())
      throw new Error(
        `${account.login} at ${host}: login answered ${answer.status()} ${JSON.stringify(body)}`,
      );
    const outcome = decideLoginOutcome(loginResponseSchema.parse(body).result);

    let built: Session | null = null;
    if (outcome.kind === 'success') built = buildSession(outcome.account, outcome.student, favIconUrl);
    if (outcome.kind === 'selectStudent') {
      const student = outcome.students.find((one) => account.child?.test(one.student_name) ?? true);
      if (student && studentPickSignsInDirectly(student))
        built = buildSession(outcome.account, student, favIconUrl);
    }
    if (!built)
      throw new Error(
        `${account.login} at ${host}: the login call answered '${outcome.kind}'; sign in through the form`,
      );
    // buildSession reads the browser's device id; here, the one this login sent.
    let session: Session = { ...built, device_id: deviceId };
    const years = yearsToChooseFrom(session);
    if (years?.[0]) session = withAcademicYear(session, years[0]);
    return { key, host, session, deviceId };
  }
}

let current: Sessions | undefined;

/** The worker's sessions (set by e2e/fixtures.ts for the worker's life). */
export function useSessions(sessions: Sessions | undefined): void {
  current = sessions;
}

/** Browser contexts whose screens are drawn in the browser (drawnInBrowser): no session cookie there. */
const withoutSessionCookie = new WeakSet<BrowserContext>();

/** The page's calls that end or change the server's session: the worker makes a new one next time. */
const CHANGES_SESSION = /\/api\/v1\/(alternateLogin\/logout|portal\/session\/student$|changePwd)/;

/**
 * Opens `at` already signed in as `account`, the way a browser the portal signed in holds it
 * (a storage state): the session and device id in localStorage, as the portal writes them
 * (src/lib/session.ts setSession), with a login day of today, and, for a screen other than the
 * dashboard, the session's cookie, so the server draws it as after a reload. The dashboard opens
 * drawn in the browser, as after the form (which goes there without loading a page).
 */
export async function openSession(page: Page, account: Account, at = '/dashboard'): Promise<void> {
  if (!current) throw new Error('no worker sessions: import test from ./fixtures');
  const sessions = current;
  const made = await sessions.of(account);
  const text = JSON.stringify({
    ...made.session,
    version: SESSION_VERSION,
    logindatetime: wallClock(made.session.time_zone, new Date()).date,
  });
  await page.addInitScript(
    ({ origin, text, deviceId, mark }) => {
      // Once per tab: a later logout or reload in the test is the portal's own.
      if (location.origin !== origin || sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, '1');
      localStorage.setItem('session', text);
      localStorage.setItem('device_id', deviceId);
    },
    // Its own mark: a second sign-in in the same tab (after a logout) opens a session again.
    { origin: site(made.host), text, deviceId: made.deviceId, mark: `e2e-session-${randomUUID()}` },
  );
  const context = page.context();
  context.on('request', (sent) => {
    if (CHANGES_SESSION.test(new URL(sent.url()).pathname)) sessions.forget(made.key);
  });
  if (at !== '/dashboard' && !withoutSessionCookie.has(context))
    await context.addCookies([
      { name: SESSION_COOKIE, value: encodeURIComponent(text), url: site(made.host), sameSite: 'Lax' },
    ]);
  else await context.clearCookies({ name: SESSION_COOKIE });
  await page.goto(site(made.host) + at);
  await expect(page.locator('#main')).toBeVisible();
}

/**
 * Signed-in screens drawn by the browser, not by the server (src/app/server-render.tsx): as for a
 * browser that keeps no cookie, or the installed portal's own copy of the page. The session's
 * cookie (src/lib/session.ts) is never written in this browser context from here on (the open page
 * included), and the one there is dropped: call it before or after signing in. For what the portal
 * does while a screen's code or first calls are on their way, or when they fail, which a page drawn
 * by the server skips.
 */
export async function drawnInBrowser(page: Page): Promise<void> {
  const context = page.context();
  withoutSessionCookie.add(context);
  const noSessionCookie = (name: string) => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookie.get!.call(document) as string,
      set: (value: string) => {
        if (!value.startsWith(`${name}=`)) cookie.set!.call(document, value);
      },
    });
  };
  await context.addInitScript(noSessionCookie, SESSION_COOKIE);
  // The page already open too: its session may still change (the academic years answering).
  await page.evaluate(noSessionCookie, SESSION_COOKIE).catch(() => undefined);
  await context.clearCookies({ name: SESSION_COOKIE });
}
