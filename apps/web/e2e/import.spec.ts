import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, PINNED_MOMENT, test } from './fixtures';
import { PORT } from './site';

/*
 * Bring your own institute (issue 31): a school created and filled from the OneRoster sample of
 * docs/import, on a server of its own (its own database folder and port, since the import writes
 * to a database no other server holds), then a student signs in with the one-time code the import
 * texted her, and the code does not work a second time.
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

test('an imported student signs in with her first-sign-in code, once', async ({ page }) => {
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

  await page.goto(`${RIVERSIDE}/`);
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  await page.getByLabel('Email or Phone Number').fill('9811100001');
  await page.getByLabel('Password', { exact: true }).fill(code!);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Riverside High School').first()).toBeVisible();
  await expect(page.getByText(/Meera/).first()).toBeVisible();

  // The code is spent: a second browser cannot use it.
  const other = await page.context().browser()!.newContext();
  const again = await other.newPage();
  await again.goto(`${RIVERSIDE}/`);
  await again.getByLabel('Email or Phone Number').fill('9811100001');
  await again.getByLabel('Password', { exact: true }).fill(code!);
  await again.getByRole('button', { name: 'Login' }).click();
  await expect(again.getByText(/Invalid login details/i)).toBeVisible();
  await expect(again).not.toHaveURL(/\/dashboard/);
  await other.close();
});
