import axeCore, { type AxeResults, type RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';
import { openSession } from './sessions';
import { PASSWORD, site } from './site';

export { PASSWORD, PORT, site } from './site';
export { drawnInBrowser } from './sessions';

/** Every screen of Aarav's portal, which the accessibility and CSP walks visit; the report last. */
export const AARAV_SCREENS = [
  '/dashboard',
  '/announcement',
  '/Messages',
  '/timetable',
  '/live',
  '/exam',
  '/document',
  '/studymaterial',
  '/assignment',
  '/eventCalender',
  '/fees',
  '/profile',
  '/report',
];

export async function fillLogin(page: Page, login: string, password = PASSWORD) {
  await page.getByLabel('Email or Phone Number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Signs in from the login screen of `host` and waits for the outcome to settle. */
export async function signIn(page: Page, login: string, host = 'localhost', password = PASSWORD) {
  await page.goto(site(host) + '/');
  await fillLogin(page, login, password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs `login` in and waits for the dashboard, or for the screen at `at`, taken over by the portal.
 *
 * By default the session is the worker's, made once through the login call (e2e/sessions.ts) and
 * opened directly: for a parent, as acting for `child` (else the first student); for a student of
 * last year only, in their first year. `form: true` fills the institute's own login screen instead
 * (in its language), chooses a student when a parent is asked (`child`, else the first) and picks
 * a year when asked: for the tests about the form and its pop-ups.
 */
export async function signInAs(
  page: Page,
  login: string,
  host = 'localhost',
  lang = 'en',
  options: { child?: RegExp; password?: string; at?: string; form?: boolean } = {},
) {
  const password = options.password ?? PASSWORD;
  if (!options.form) {
    await openSession(page, { login, host, password, child: options.child }, options.at);
    await takenOver(page);
    return;
  }

  await page.goto(site(host) + '/');
  await page.getByLabel(translation(lang, 'auth', 'login.label')).fill(login);
  await page.getByLabel(translation(lang, 'auth', 'password.label'), { exact: true }).fill(password);
  await page.getByRole('button', { name: translation(lang, 'auth', 'submit') }).click();
  const students = page.getByRole('dialog', { name: translation(lang, 'auth', 'selectStudent.title') });
  const years = page.getByRole('dialog', { name: translation(lang, 'auth', 'selectYear.title') });
  const main = page.locator('#main');
  await expect(main.or(students).or(years)).toBeVisible();
  if (await students.isVisible()) {
    const buttons = students.getByRole('button');
    await (options.child ? buttons.filter({ hasText: options.child }) : buttons).first().click();
  }
  await expect(main.or(years)).toBeVisible();
  if (await years.isVisible()) {
    await years
      .getByRole('button')
      .filter({ hasText: /\d{4}-\d{2}/ })
      .first()
      .click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
  if (options.at && options.at !== '/dashboard') await page.goto(site(host) + options.at);
  await takenOver(page);
}

/**
 * Waits until the portal has taken over a screen the server drew (hydrated it: src/app/root-layout.tsx
 * lifts #root's data-ssr): before, its presses wait for the portal, and the portal has not yet
 * written the session's cookie again (a test changing that cookie earlier would see its change undone).
 */
export async function takenOver(page: Page): Promise<void> {
  await expect(page.locator('#root[data-ssr]')).toHaveCount(0);
}

export async function signInToDashboard(page: Page, login: string, host = 'localhost') {
  await signIn(page, login, host);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export type Session = Record<string, unknown> & { student_auth?: string };
export async function storedSession(page: Page): Promise<Session | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('session');
    return raw ? (JSON.parse(raw) as Session) : null;
  });
}

/** Reads a value from the portal's own locale files, so language tests check the real translation. */
export function translation(lang: string, ns: string, key: string): string {
  const file = fileURLToPath(new URL(`../src/locales/${lang}/${ns}.json`, import.meta.url));
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)?.[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`no ${lang}/${ns}:${key}`);
  return value;
}

/** Every text of one of the portal's locale files, by dotted key. */
export function localeTexts(lang: string, ns: string): Record<string, string> {
  const file = fileURLToPath(new URL(`../src/locales/${lang}/${ns}.json`, import.meta.url));
  const out: Record<string, string> = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') out[`${prefix}${key}`] = value;
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, '');
  return out;
}

/** Keys without their plural suffix (plural forms differ by language: French adds _many), sorted. */
/** axe's WCAG 2.0, 2.1 and 2.2 A and AA tags (issue 15: the level every screen and pop-up must pass). */
export const WCAG22 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * One axe-core scan of a page, within `include` and outside `exclude` (CSS selectors).
 * axe-core (1.3 MB) is put into each frame of the page once and kept there, so the second and
 * later scans of a page (light, then dark; a list, then its pop-up) start at once: @axe-core/playwright
 * evaluates the whole library again for every scan, and in a page it opens for each.
 */
export class AxeScan {
  private readonly includes: string[] = [];
  private readonly excludes: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly options: RunOptions,
  ) {}

  include(selector: string): this {
    this.includes.push(selector);
    return this;
  }

  exclude(selector: string): this {
    this.excludes.push(selector);
    return this;
  }

  async analyze(): Promise<Pick<AxeResults, 'violations'>> {
    await settled(this.page);
    for (const frame of this.page.frames()) {
      if (frame.isDetached()) continue;
      const present = await frame.evaluate(() => 'axe' in window).catch(() => null);
      if (present !== false) continue;
      await frame.evaluate(axeCore.source);
      // Frames answer the top page's scan (axe's own frame messaging), whatever their origin.
      await frame.evaluate(() =>
        (window as unknown as { axe: typeof axeCore }).axe.configure({
          allowedOrigins: ['<unsafe_all_origins>'],
        }),
      );
    }
    const context = {
      ...(this.includes.length > 0 && { include: this.includes.map((selector) => [selector]) }),
      ...(this.excludes.length > 0 && { exclude: this.excludes.map((selector) => [selector]) }),
    };
    return this.page.evaluate(
      async ({ context, options }) => {
        const { axe } = window as unknown as { axe: typeof axeCore };
        const scope = 'include' in context || 'exclude' in context ? context : document;
        // Only the violations' details: collecting every passing node's (a month of timetable cards) is
        // a quarter of a scan's time.
        const { violations } = await axe.run(scope as Parameters<typeof axe.run>[0], {
          ...options,
          resultTypes: ['violations'],
        });
        return { violations };
      },
      { context, options: this.options },
    );
  }
}

/**
 * The one accessibility scan of the browser tests: the WCAG 2.2 A/AA rules and axe's best
 * practices (axe's default set leaves some WCAG 2.2 rules out, target-size among them).
 */
export const axe = (page: Page) =>
  new AxeScan(page, { runOnly: { type: 'tag', values: [...WCAG22, 'best-practice'] } });

/**
 * Changes the theme of the open page without a reload, as when another tab of the portal
 * chooses one (the storage event), so a pop-up that is open stays open; the new colours
 * apply without a transition, and what was already moving finishes first.
 */
export async function switchTheme(page: Page, theme: string) {
  await recolour(page, async () => {
    await page.evaluate((mode) => {
      localStorage.setItem('currentMode', mode);
      window.dispatchEvent(new StorageEvent('storage', { key: 'currentMode', newValue: mode }));
    }, theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  });
}

/**
 * Runs `change` (a theme change that `page` shows) with colour transitions off, so an axe scan
 * afterwards reads the new colours and not a button caught half-way (a transition starts from the
 * old value and moves on only at the next frame, which a busy machine may not have drawn yet).
 */
export async function recolour(page: Page, change: () => Promise<void>) {
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  await change();
  await still.evaluate((style) => {
    void document.body.offsetHeight; // the new colours are computed before transitions come back
    (style as Element).remove();
  });
  await settled(page);
}

/**
 * Waits until what is moving has stopped (a pop-up fading in, a toast sliding in): axe reads
 * colours, and a half-faded pop-up's text is paler than it will be. A loader's spinning never
 * stops and is not waited for.
 */
async function settled(page: Page) {
  // A screen the server drew is in the accessibility tree once the portal has taken it over (it is
  // inert until then): scanned before, it has no main area and no heading. The sign-in page is
  // not inert: it is read and used before the portal's script.
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
            .length,
      ),
    )
    .toBe(0);
}

/** The themes besides light (THEMES in packages/shared/src/shell/rules.ts), where colours change. */
export const OTHER_THEMES = ['dark', 'blue', 'purple'] as const;

/**
 * One accessibility pass of what is on screen (within `include`, if given), the only one a screen
 * or pop-up gets (issue 29): axe's WCAG 2.2 A/AA rules and best practices in light, then text
 * contrast in each other theme (what a theme changes), with AAA contrast (7:1) in Purple too when
 * `aaa` (the contrast theme promises it on every screen); back in the page's own theme afterwards.
 * `themes` narrows the pass to some of them (a11y.spec splits its walk between the tiers).
 * `theme` changes the theme (default: as another tab of the portal does, without a reload, the
 * content drawn only once scrolled to drawn at once).
 * One line per violation, with its theme.
 */
export async function a11yPass(
  page: Page,
  include?: string,
  options: { aaa?: boolean; theme?: (name: string) => Promise<void>; themes?: readonly string[] } = {},
): Promise<string[]> {
  const setTheme = options.theme ?? ((name: string) => switchTheme(page, name));
  const own = await page.locator('html').getAttribute('data-theme');
  const found: string[] = [];
  let drawn: ElementHandle | undefined;
  for (const theme of options.themes ?? ['light', ...OTHER_THEMES]) {
    // Content drawn only once scrolled to (content-visibility: auto, the timetable's cards) keeps the
    // colours it was last drawn with in Chromium's computed style: after a theme change it is drawn.
    if (theme !== 'light' && !drawn && !options.theme)
      drawn = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await setTheme(theme);
    // AAA (7:1, 4.5:1 for large text) asks more than AA of the same texts: it stands for both.
    const contrast = theme === 'purple' && options.aaa ? ['color-contrast-enhanced'] : ['color-contrast'];
    const builder =
      theme === 'light' ? axe(page) : new AxeScan(page, { runOnly: { type: 'rule', values: contrast } });
    if (include) builder.include(include);
    const { violations } = await builder.analyze();
    found.push(
      ...violations.flatMap((v) =>
        v.nodes.map(
          (n) =>
            `${theme} ${v.id}: ${n.target.join(' ')}${v.id.startsWith('color') ? ` (${n.failureSummary ?? ''})` : ''}`,
        ),
      ),
    );
  }
  if (own && own !== 'purple') await setTheme(own);
  await drawn?.evaluate((style) => (style as Element).remove()).catch(() => undefined);
  return found;
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

export async function menuLabels(page: Page): Promise<string[]> {
  return (await mainMenu(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/* Keyboard walks (keyboard.spec, test-panel.spec). */

/** Presses Tab (or Shift+Tab) until `target` (or one of its elements) has the focus, then checks it shows focus. */
export async function tabTo(page: Page, target: Locator, max = 60, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < max; i++) {
    if (
      await target
        .evaluateAll((els) => (els as Element[]).includes(document.activeElement!))
        .catch(() => false)
    ) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

/** The focused element draws an outline or a ring (box-shadow): never focus without a mark. */
export async function expectVisibleFocus(page: Page) {
  const mark = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none' ? 'visible' : `none on ${el.outerHTML.slice(0, 80)}`;
  });
  expect(mark).toBe('visible');
}
