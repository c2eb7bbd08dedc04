import { expect, test } from '@playwright/test';
import {
  axeLightAndDark,
  fillLogin,
  signIn,
  signInToDashboard,
  site,
  storedSession,
  PASSWORD,
} from './support';

test.describe('login form', () => {
  test('checks the fields in the order of the spec', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
    const login = page.getByRole('button', { name: 'Login' });
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    const field = page.getByLabel('Email or Phone Number');
    const password = page.getByLabel('Password', { exact: true });

    await login.click();
    await expect(alert).toHaveText('Email or Phone Number is required');
    await field.fill('123456');
    await login.click();
    await expect(alert).toHaveText('Password is required');
    await password.fill('abcd');
    await login.click();
    await expect(alert).toHaveText('Please enter a valid Phone number');
    await field.fill('aarav@greenfield');
    await login.click();
    await expect(alert).toHaveText('You have entered an invalid email address!');
    await field.fill('aarav@greenfield.test');
    await password.fill('    ');
    await login.click();
    await expect(alert).toHaveText('Please enter valid password');
    await password.fill('abc');
    await login.click();
    await expect(alert).toHaveText('Password length should be atleast 4 digits long');
  });

  test('strips spaces from the login field, toggles the password, submits with Enter', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel('Email or Phone Number');
    await field.pressSequentially('900 000 0001');
    await expect(field).toHaveValue('9000000001');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await password.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('shows Home only when the URL contains my-account', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Home' })).toHaveCount(0);
    await page.goto('/?from=my-account');
    await expect(page.getByRole('button', { name: 'Home' })).toBeVisible();
  });

  test('shows the institute logo loaded by host', async ({ page }) => {
    await page.goto(site('apex.localhost') + '/');
    const logo = page.getByRole('img', { name: /Apex Coaching Academy/ });
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  });

  test('shows the server message for wrong credentials', async ({ page }) => {
    await signIn(page, 'aarav@greenfield.test', 'localhost', 'wrong-password');
    await expect(page.getByText(/Invalid login details/i)).toBeVisible();
    await expect(page).toHaveURL(site() + '/');
  });
});

test.describe('login outcomes of the demo accounts', () => {
  test('student by e-mail and by phone reaches the dashboard', async ({ page }) => {
    await signInToDashboard(page, 'aarav@greenfield.test');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const session = await storedSession(page);
    expect(session?.student_auth).toMatch(/^[^:]+:[^:]+:\d+\|\d+$/);
    expect(JSON.stringify(session)).not.toContain(PASSWORD);
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(PASSWORD);
  });

  test('student by phone', async ({ page }) => {
    await signInToDashboard(page, '9000000001');
  });

  test('parent of two chooses a student, then acts as that student', async ({ page }) => {
    await signIn(page, '9000000002');
    const dialog = page.getByRole('dialog', { name: 'Select Student' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Aarav Sharma')).toBeVisible();
    expect(await axeLightAndDark(page), 'Select Student').toEqual([]);
    await dialog.getByRole('button', { name: /Diya Sharma/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    // A parent's popup names the parent, with the parent's id.
    const popup = page.getByRole('dialog', { name: 'Meera Sharma' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText(/^ID:/)).toBeVisible();
  });

  test('parent of one student signs in as parent', async ({ page }) => {
    await signInToDashboard(page, '9000000003');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Rohan Verma' })).toBeVisible();
  });

  test('parent whose only student has fee dues is refused', async ({ page }) => {
    await signIn(page, '9000000004');
    await expect(page.getByText('Kindly clear fees dues to successfully login.')).toBeVisible();
    expect(await storedSession(page)).toBeNull();
  });

  test('shared phone opens Select Profile with three entries', async ({ page }) => {
    await signIn(page, '9000000005');
    const dialog = page.getByRole('dialog', { name: 'Select Profile' });
    await expect(dialog).toBeVisible();
    const choices = dialog.getByRole('button', { name: /Nair/ });
    await expect(choices).toHaveCount(3);
    expect(await axeLightAndDark(page), 'Select Profile').toEqual([]);
    await dialog.getByRole('button', { name: /Ishaan Nair/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('single-device account confirms, then signs in here', async ({ page }) => {
    await signIn(page, '9000000006');
    await expect(
      page.getByText(
        'You are already logged in on another device. Do you want to use here? You will be logged out from other devices.',
      ),
    ).toBeVisible();
    expect(await axeLightAndDark(page), 'confirmation').toEqual([]);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('registered-devices-only account on a new device is told so', async ({ page }) => {
    await signIn(page, '9000000007');
    const alert = page.getByRole('dialog', { name: 'Alert' });
    await expect(alert).toContainText(/not a registered device/i);
    expect(await axeLightAndDark(page), 'alert').toEqual([]);
    await alert.getByRole('button', { name: 'Ok' }).click();
    await expect(alert).toBeHidden();
    expect(await storedSession(page)).toBeNull();
  });

  test('blocked account is told so', async ({ page }) => {
    await signIn(page, '9000000008');
    await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(/blocked/i);
  });

  test('profile-restricted student reaches the dashboard', async ({ page }) => {
    await signInToDashboard(page, '9000000009');
  });

  test('student of last year only chooses an academic year', async ({ page }) => {
    await signIn(page, '9000000010');
    const dialog = page.getByRole('dialog', { name: 'Select Academic Year' });
    await expect(dialog).toBeVisible();
    expect(await axeLightAndDark(page), 'Select Academic Year').toEqual([]);
    const before = (await storedSession(page))?.student_auth;
    await dialog.getByRole('button', { name: /\d{4}/ }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const after = (await storedSession(page))?.student_auth;
    expect(after?.split(':')[2]).not.toEqual(before?.split(':')[2]);
  });

  test('administrator is not authorized', async ({ page }) => {
    await signIn(page, 'admin@greenfield.test');
    await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(/admin app/i);
    expect(await storedSession(page)).toBeNull();
  });

  test('coaching student and open user at apex.localhost', async ({ page }) => {
    await signInToDashboard(page, 'riya@apex.test', 'apex.localhost');
  });
});

test.describe('session', () => {
  test('a signed-in route remembers where it came from', async ({ page }) => {
    await page.goto('/fees');
    await expect(page).toHaveURL(site() + '/');
    await fillLogin(page, 'aarav@greenfield.test');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/fees$/);
  });

  test('logout ends the session on the server and keeps the device id', async ({ page, request }) => {
    await signInToDashboard(page, 'aarav@greenfield.test');
    const token = (await storedSession(page))!.student_auth!;
    const deviceId = await page.evaluate(() => localStorage.getItem('device_id'));
    expect(deviceId).toBeTruthy();
    await page.getByRole('button', { name: 'Profile menu' }).click();
    // The portal signs out at once and tells the server after: the check waits for the server's answer.
    const told = page.waitForResponse((r) => r.url().includes('/api/v1/alternateLogin/logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(site() + '/');
    expect(await storedSession(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('device_id'))).toBe(deviceId);
    expect((await told).ok()).toBe(true);
    const instituteId = token.split(':')[2]!.split('|')[0];
    const res = await request.get(`/api/v1/academicYear/all/${instituteId}`, {
      headers: { Authorization: token, Source: 'WEB' },
    });
    expect(res.status()).toBe(403);
  });

  test('a login day other than today logs out', async ({ page }) => {
    await signInToDashboard(page, 'aarav@greenfield.test');
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('session')!);
      session.logindatetime = '2000-01-01';
      localStorage.setItem('session', JSON.stringify(session));
    });
    await page.goto('/timetable');
    await expect(page).toHaveURL(site() + '/');
  });

  test('a 403 logs out with the server message', async ({ page }) => {
    await signInToDashboard(page, 'aarav@greenfield.test');
    // Let the dashboard's own calls answer first: forged under a call in flight, the token
    // would log out before the reload, which then loses the message.
    await expect(page.getByRole('combobox', { name: 'Academic Year' })).toHaveValue(/\d+/);
    await expect(page.getByRole('heading', { name: 'Notice Board' })).toBeVisible();
    await expect(page.locator('.home-notice').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('session')!);
      const parts = session.student_auth.split(':');
      parts[1] = 'forged' + parts[1].slice(6);
      session.student_auth = parts.join(':');
      localStorage.setItem('session', JSON.stringify(session));
    });
    await page.reload();
    await expect(page).toHaveURL(site() + '/');
    // Every call in flight got the 403: one toast says so, not one per call.
    await expect(page.getByText(/session has expired/i)).toHaveCount(1);
  });

  test('unknown paths go to the dashboard when signed in, to sign-in otherwise', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(site() + '/');
    await signInToDashboard(page, 'aarav@greenfield.test');
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the right-click menu is disabled', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // Once the portal's script runs (the page itself is on screen before, drawn by the server).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
          document.body.dispatchEvent(event);
          return event.defaultPrevented;
        }),
      )
      .toBe(true);
  });
});
