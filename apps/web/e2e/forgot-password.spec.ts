import { expect, test, type Page } from './fixtures';
import { a11yPass } from './support';

/*
 * Forgot Password against the real server. These tests give accounts new
 * passwords, so they run in the 'throttle' project, after every other file
 * (Greenfield at greenfield.localhost). They never send an unknown number, which
 * would count as a failed sign-in of the address: errors are answered by a
 * stand-in route.
 *
 * The server refuses forgot-password calls from an address locked by failed
 * sign-ins (not only per account), and throttle.spec.ts locks its address on
 * purpose. Chromium's requests to 127.0.0.2 still leave from 127.0.0.1 on Linux,
 * so this file names its own address the way a reverse proxy would (the server
 * trusts X-Forwarded-For from loopback): it passes whatever the order of the files.
 */
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.23' } });

const SUCCESS = 'New Password send to your registered mobile number.';

async function openDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    phone: dialog.getByLabel('Phone Number'),
    next: dialog.getByRole('button', { name: 'Continue' }),
  };
}

/** The bodies sent to POST /api/v2/user/forgotPassword. */
function recordCalls(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/user/forgotPassword')) bodies.push(request.postDataJSON());
  });
  return bodies;
}

test('Continue stays disabled while the number is empty; the field keeps digits only', async ({ page }) => {
  const { dialog, phone, next } = await openDialog(page);
  await expect(phone).toBeFocused();
  await expect(next).toBeDisabled();
  await phone.pressSequentially('+91 (900) abc-0 0');
  await expect(phone).toHaveValue('9190000');
  await expect(next).toBeEnabled();
  await phone.fill('');
  await expect(next).toBeDisabled();
  await phone.fill('98-76 x');
  await expect(phone).toHaveValue('9876');
  expect(await a11yPass(page, 'dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Forgot Password' })).toBeFocused();
});

test(
  'a number shared by three accounts lists them; the chosen one gets a new password',
  { tag: '@walk' },
  async ({ page }) => {
    const calls = recordCalls(page);
    const { dialog, phone, next } = await openDialog(page);
    await phone.fill('9000000005');
    await phone.press('Enter');
    const accounts = dialog.getByRole('group', { name: /Several accounts use 9000000005/ });
    await expect(accounts).toBeVisible();
    const choices = accounts.getByRole('button');
    await expect(choices).toHaveCount(3);
    await expect(choices.first()).toBeFocused();
    const anaya = accounts.getByRole('button', { name: /Anaya Nair/ });
    for (const part of ['Student', 'Greenfield Public School', 'User ID: 109', 'Institute ID: 1'])
      await expect(anaya).toContainText(part);
    await expect(accounts.getByRole('button', { name: /Priya Nair/ })).toContainText('Parent');
    await expect(next).toHaveCount(0);
    expect(await a11yPass(page, 'dialog')).toEqual([]);

    await anaya.click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The host's institute, the source, and the chosen account on the second call.
    expect(calls).toEqual([
      { institute_id: 1, source: 'WEB', user_name: '9000000005' },
      { institute_id: 1, source: 'WEB', user_name: '9000000005', user_id: 109 },
    ]);
  },
);

test('a number of one account continues at once', async ({ page }) => {
  const calls = recordCalls(page);
  const { dialog, phone, next } = await openDialog(page);
  await phone.fill('9000000001');
  await next.click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(calls).toEqual([{ institute_id: 1, source: 'WEB', user_name: '9000000001' }]);
});

test('server refusals show the server message in the dialog', async ({ page }) => {
  const answers = [
    { status: 404, message: 'No account is registered with this phone number.' },
    { status: 429, message: 'Too many password reset requests. Please try again in 60 minutes.' },
  ];
  let call = 0;
  await page.route('**/api/v2/user/forgotPassword', (route) => {
    const { status, message } = answers[Math.min(call++, answers.length - 1)]!;
    return route.fulfill({ status, json: { statusCode: status, message, result: null } });
  });
  const { dialog, phone, next } = await openDialog(page);
  await phone.fill('9999999999');
  await next.click();
  await expect(dialog.getByRole('alert')).toHaveText(answers[0]!.message);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await next.click();
  await expect(dialog.getByRole('alert')).toHaveText(answers[1]!.message);
  await expect(dialog).toBeVisible();
  expect(await a11yPass(page, 'dialog'), 'with the refusal').toEqual([]);
  await expect(page).toHaveURL(/\/$/);
});

test('the dialog is its own chunk, fetched on the first click', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.includes('forgot-password'))).toBe(false);
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
  expect(scripts.some((path) => path.includes('forgot-password'))).toBe(true);
});
