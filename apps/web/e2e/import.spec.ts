import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, PINNED_MOMENT, test } from './fixtures';
import { PORT } from './site';
import { a11yPass, expectVisibleFocus } from './support';

/*
 * Bring your own institute (issue 31): a school created and filled from the OneRoster sample of
 * docs/import, on a server of its own (its own database folder and port, since the import writes
 * to a database no other server holds), then a student signs in with the one-time code the import
 * texted her, chooses her password before anything else, and the code does not work a second time.
 */
const IMPORT_PORT = PORT + 37;
const DATA_DIR = fileURLToPath(new URL(`../../../.e2e-data/import-${IMPORT_PORT}`, import.meta.url));
const SERVER = fileURLToPath(new URL('../../server', import.meta.url));
const RIVERSIDE = `http://riverside.localhost:${IMPORT_PORT}`;
const env = { ...process.env, DATA_DIR, DATABASE_URL: '', CLOCK_START: PINNED_MOMENT };

let server: ChildProcess | undefined;
let texts: Record<string, string> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const setup = spawnSync('npx', ['tsx', 'scripts/import-e2e.ts'], { cwd: SERVER, env, encoding: 'utf8' });
  if (setup.status !== 0) throw new Error(`import-e2e failed: ${setup.stderr}`);
  texts = JSON.parse(setup.stdout.trim().split('\n').at(-1)!) as Record<string, string>;
  server = spawn('node', ['dist/server.js'], {
    cwd: SERVER,
    env: { ...env, PORT: String(IMPORT_PORT), HOST: '0.0.0.0' },
    stdio: 'ignore',
  });
  for (let tries = 0; ; tries++) {
    const up = await fetch(`http://localhost:${IMPORT_PORT}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 120) throw new Error('the import test server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  server?.kill();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

const codeIn = (text: string | undefined) =>
  /code ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(text ?? '')?.[1];

async function signInWith(page: Page, login: string, password: string) {
  await page.goto(`${RIVERSIDE}/`);
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  await page.getByLabel('Email or Phone Number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const choosePassword = (page: Page) => page.getByRole('heading', { name: 'Choose your password' });

test('an imported student signs in with her first-sign-in code, once, and chooses her password first', async ({
  page,
}) => {
  const code = codeIn(texts['9811100001']);
  expect(code, JSON.stringify(texts)).toBeDefined();
  // Only the accounts with a phone were texted: Tara (no phone) gets a letter instead.
  expect(Object.keys(texts).sort()).toEqual([
    '9811100001',
    '9811100002',
    '9811100004',
    '9811100101',
    '9811100102',
  ]);

  await signInWith(page, '9811100001', code!);
  // Before any screen: Choose your password, its first field focused, no menu.
  await expect(choosePassword(page)).toBeVisible();
  await expect(page.getByText('Riverside High School')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  const fresh = page.getByLabel('New Password', { exact: true });
  const retyped = page.getByLabel('Retype New Password');
  await expect(fresh).toBeFocused();
  await expectVisibleFocus(page);
  expect(await a11yPass(page)).toEqual([]);

  // By keyboard: the change-password checks and texts, then Enter saves.
  await page.keyboard.type('Meera26');
  await page.keyboard.press('Tab');
  await expect(retyped).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type('Meera27');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: "Entered new passwords doesn't match" }),
  ).toBeVisible();
  await expect(retyped).toHaveAttribute('aria-invalid', 'true');
  await fresh.fill('abc');
  await retyped.fill('abc');
  await retyped.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'New passwords must contain 6-10 alphanumeric entries.' }),
  ).toBeVisible();
  await fresh.fill('Meera26');
  await retyped.fill('Meera26');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save password' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Your password is saved. Use it to sign in from now on.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(choosePassword(page)).toHaveCount(0);
  await expect(page.getByText('Riverside High School').first()).toBeVisible();
  await expect(page.getByText(/Meera/).first()).toBeVisible();

  // The code is spent: a second browser cannot use it.
  const other = await page.context().browser()!.newContext();
  const again = await other.newPage();
  await signInWith(again, '9811100001', code!);
  await expect(again.getByText(/Invalid login details/i)).toBeVisible();
  await expect(again).not.toHaveURL(/\/dashboard/);
  await other.close();
});

test('an imported parent chooses her password after the code, signs out, and signs in with it', async ({
  page,
}) => {
  const code = codeIn(texts['9811100101']);
  expect(code, JSON.stringify(texts)).toBeDefined();
  await signInWith(page, '9811100101', code!);
  await expect(choosePassword(page)).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Lakshmi26');
  await page.getByLabel('Retype New Password').fill('Lakshmi26');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText(/Lakshmi/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${RIVERSIDE}/`);

  // Her own password now, no question before the dashboard; the code no longer.
  await signInWith(page, '9811100101', 'Lakshmi26');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText(/Lakshmi/).first()).toBeVisible();
  await expect(choosePassword(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await signInWith(page, '9811100101', code!);
  await expect(page.getByText(/Invalid login details/i)).toBeVisible();
});
