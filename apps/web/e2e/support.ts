import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';
export const PORT = Number(process.env.E2E_PORT ?? 8181);

/** The portal of an institute, by host name (apex.localhost resolves here in Chromium). */
export const site = (host = 'localhost') => `http://${host}:${PORT}`;

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
 * Signs in on the institute's own login screen (in its language), chooses a student
 * when a parent is asked (`child`, else the first), picks a year when asked, and waits
 * for the dashboard.
 */
export async function signInAs(
  page: Page,
  login: string,
  host = 'localhost',
  lang = 'en',
  options: { child?: RegExp; password?: string } = {},
) {
  await page.goto(site(host) + '/');
  await page.getByLabel(translation(lang, 'auth', 'login.label')).fill(login);
  await page
    .getByLabel(translation(lang, 'auth', 'password.label'), { exact: true })
    .fill(options.password ?? PASSWORD);
  await page.getByRole('button', { name: translation(lang, 'auth', 'submit') }).click();
  const students = page.getByRole('dialog', { name: translation(lang, 'auth', 'selectStudent.title') });
  const years = page.getByRole('dialog', { name: translation(lang, 'auth', 'selectYear.title') });
  const signedIn = page.locator('#main');
  await expect(signedIn.or(students).or(years)).toBeVisible();
  if (await students.isVisible()) {
    const buttons = students.getByRole('button');
    await (options.child ? buttons.filter({ hasText: options.child }) : buttons).first().click();
  }
  await expect(signedIn.or(years)).toBeVisible();
  if (await years.isVisible()) {
    await years
      .getByRole('button')
      .filter({ hasText: /\d{4}-\d{2}/ })
      .first()
      .click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
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
export const baseKeys = (keys: string[]): string[] =>
  [...new Set(keys.map((key) => key.replace(/_(one|many|other)$/, '')))].sort();

/** axe's WCAG 2.0, 2.1 and 2.2 A and AA tags (issue 15: the level every screen and pop-up must pass). */
export const WCAG22 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The one accessibility scan of the browser tests: the WCAG 2.2 A/AA rules and axe's best
 * practices (axe's default set leaves some WCAG 2.2 rules out, target-size among them).
 */
export const axe = (page: Page) => new AxeBuilder({ page }).withTags([...WCAG22, 'best-practice']);

/**
 * Changes the theme of the open page without a reload, as when another tab of the portal
 * chooses one (the storage event), so a pop-up that is open stays open; waits for the
 * colours to finish their transition.
 */
export async function switchTheme(page: Page, theme: string) {
  await page.evaluate((mode) => {
    localStorage.setItem('currentMode', mode);
    window.dispatchEvent(new StorageEvent('storage', { key: 'currentMode', newValue: mode }));
  }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // Those that end: a loader's spinning never finishes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The axe scan of what is on screen (within `include`, if given) in the light and then the
 * dark theme, back in the page's own theme afterwards: one line per violation, with its theme.
 */
export async function axeLightAndDark(page: Page, include?: string): Promise<string[]> {
  const own = await page.locator('html').getAttribute('data-theme');
  const found: string[] = [];
  for (const theme of ['light', 'dark']) {
    await switchTheme(page, theme);
    const builder = axe(page);
    if (include) builder.include(include);
    const { violations } = await builder.analyze();
    found.push(
      ...violations.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    );
  }
  if (own) await switchTheme(page, own);
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
