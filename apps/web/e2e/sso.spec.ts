import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { axe, PASSWORD, signInAs, signInToDashboard, site, storedSession, translation } from './support';

/** The seeded one-use link for Aarav (reset with every fresh database). */
const SEEDED_TOKEN = 'demo-sso-aarav';
/** The demo institutes' SSO secret (apps/server DEMO_SSO_SECRET). */
const SSO_SECRET = 'demo-sso-secret';

/** A fresh one-use link token from the server's own issuing call, as a partner system gets it. */
async function issueToken(
  request: APIRequestContext,
  userName: string,
  redirectUrl?: string,
): Promise<string> {
  const response = await request.post('/prod/ext/sso/token', {
    headers: { 'x-sso-secret': SSO_SECRET },
    data: { user_name: userName, ...(redirectUrl ? { redirect_url: redirectUrl } : {}) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { token: string } }).result.token;
}

const loader = (page: Page) =>
  page.getByRole('status', { name: /Checking your login link|Signing you in|Signed in/ });
const errorHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong.' });

async function expectErrorPage(page: Page) {
  await expect(page).toHaveURL(site() + '/errorPage');
  await expect(errorHeading(page)).toBeVisible();
  await expect(page.getByText('The login link might be invalid or expired.')).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

// Both tests spend the same seeded token: the first signs in with it, the second finds it used.
test.describe.serial('the seeded link', () => {
  test('signs in and lands on the dashboard after the loader', { tag: '@walk' }, async ({ page }) => {
    await page.goto(`/?token=${SEEDED_TOKEN}`);
    await expect(page).toHaveURL(new RegExp(`/userLogin\\?token=${SEEDED_TOKEN}$`));
    await expect(loader(page)).toBeVisible();
    // The loader stays about a second once signed in.
    await expect(page.getByRole('status', { name: 'Signed in. Opening your portal…' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const session = await storedSession(page);
    expect(session).toMatchObject({ user_id: 101, name: 'Aarav Sharma' });
    expect(JSON.stringify(session)).not.toMatch(/"key"|password/i);
    expect(await page.evaluate(() => sessionStorage.getItem('login_via_token'))).toBe('1');
  });

  test('used again, it goes to the error page', async ({ page }) => {
    await page.goto(`/?token=${SEEDED_TOKEN}`);
    await expectErrorPage(page);
    expect(await storedSession(page)).toBeNull();
  });
});

test.describe('single sign-on', () => {
  test('a bogus token and a missing token go to the error page', async ({ page }) => {
    await page.goto('/userLogin?token=not-a-real-token');
    await expectErrorPage(page);
    await page.goto('/userLogin');
    await expectErrorPage(page);
    await page.goto('/?token=');
    await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  });

  test('Back to Login goes to the sign-in page', async ({ page }) => {
    await page.goto('/userLogin?token=expired-or-bogus');
    await expectErrorPage(page);
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(site() + '/');
    await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  });

  test('another status goes to the error page; Back to Login follows the saved redirect URL', async ({
    page,
  }) => {
    await page.route('**/prod/ext/sso/login', (route) =>
      route.fulfill({
        json: {
          statusCode: 200,
          message: 'Link disabled',
          result: {
            email_id: '',
            key: '',
            inst_id: 1,
            phone: '',
            status: 'disabled',
            redirect_url: '/?from=partner',
          },
        },
      }),
    );
    await page.goto('/userLogin?token=whatever');
    await expectErrorPage(page);
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(site() + '/?from=partner');
  });

  test('a redirect URL to another site is never followed', async ({ page, request }) => {
    const token = await issueToken(request, '9000000009');
    await page.route('**/prod/ext/sso/login', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.result.redirect_url = '//evil.example/steal';
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/?token=${token}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token_redirect_url'))).toBeNull();
  });

  test('a fresh link from the issuing call signs in and follows its redirect URL', async ({
    page,
    request,
  }) => {
    const token = await issueToken(request, 'aarav@greenfield.test', '/timetable');
    await page.goto(`/?token=${encodeURIComponent(token)}`);
    await expect(loader(page)).toBeVisible();
    await expect(page).toHaveURL(/\/timetable$/);
    expect(await storedSession(page)).toMatchObject({ user_id: 101 });
  });

  test('logout after a token login returns to the saved redirect URL', async ({ page, request }) => {
    const token = await issueToken(request, 'aarav@greenfield.test', '/?from=partner-app');
    await page.goto(`/?token=${token}`);
    // Signed in, the sign-in page's address opens the portal.
    await expect(page).toHaveURL(/\/dashboard$/);
    await logOut(page);
    await expect(page).toHaveURL(site() + '/?from=partner-app');
    await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    // The next logout, after a sign-in with the form, goes to / again.
    await signInToDashboard(page, 'aarav@greenfield.test');
    await logOut(page);
    await expect(page).toHaveURL(site() + '/');
  });

  test('a stale login day after a token login also returns to the saved redirect URL', async ({
    page,
    request,
  }) => {
    const token = await issueToken(request, 'aarav@greenfield.test', '/?from=partner-app');
    await page.goto(`/?token=${token}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('session')!);
      session.logindatetime = '2000-01-01';
      localStorage.setItem('session', JSON.stringify(session));
    });
    await page.goto('/timetable');
    await expect(page).toHaveURL(site() + '/?from=partner-app');
    expect(await storedSession(page)).toBeNull();
  });

  test('keeps the academic year of the previous session, else the current one', async ({ page, request }) => {
    await signInAs(page, 'aarav@greenfield.test');
    const current = (await storedSession(page))!.acad_yr_id as number;
    // Aarav also has the previous year: make it the one selected on this browser.
    const previous = await page.evaluate(async (currentId) => {
      const session = JSON.parse(localStorage.getItem('session')!);
      const year = session.student_acad_year.find((y: { acad_yr_id: number }) => y.acad_yr_id !== currentId);
      session.selectedAcadYrId = year.acad_yr_id;
      session.selectedAcadYear = year.acad_yr_name;
      localStorage.setItem('session', JSON.stringify(session));
      return year.acad_yr_id as number;
    }, current);
    await page.goto(`/?token=${await issueToken(request, '9000000001')}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    let session = (await storedSession(page))!;
    expect(session).toMatchObject({ acad_yr_id: previous, selectedAcadYrId: previous });
    expect(session.student_auth).toMatch(new RegExp(`\\|${previous}$`));

    await logOut(page);
    await page.goto(`/?token=${await issueToken(request, 'aarav@greenfield.test')}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    session = (await storedSession(page))!;
    expect(session.acad_yr_id).toBe(current);
    expect(session.student_auth).toMatch(new RegExp(`\\|${current}$`));
  });

  test('a student of last year only signs in without the year pop-up', async ({ page, request }) => {
    await page.goto(`/?token=${await issueToken(request, '9000000010')}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('dialog', { name: 'Select Academic Year' })).toHaveCount(0);
    const session = (await storedSession(page))!;
    expect(session.selectedAcadYrId).toBe(session.acad_yr_id);
  });

  test('a parent of two chooses the student on the single sign-on page', async ({ page, request }) => {
    await page.goto(`/?token=${await issueToken(request, '9000000002')}`);
    const dialog = page.getByRole('dialog', { name: 'Select Student' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/userLogin\?/);
    await dialog.getByRole('button', { name: /Diya Sharma/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await storedSession(page)).toMatchObject({ user_id: 102, parentslogin: true });
  });

  test('a blocked account is told so, then sees the error page', async ({ page, request }) => {
    await page.goto(`/?token=${await issueToken(request, '9000000008')}`);
    const alert = page.getByRole('dialog', { name: 'Alert' });
    await expect(alert).toContainText(/blocked/i);
    await expectErrorPage(page);
    await alert.getByRole('button', { name: 'Ok' }).click();
    await expect(alert).toBeHidden();
    expect(await storedSession(page)).toBeNull();
  });

  test('no axe violations on the error page', async ({ page }) => {
    await page.goto('/errorPage');
    await expect(errorHeading(page)).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Back to Login' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(site() + '/');
  });

  test('the error page and the loader speak the institute’s language', async ({ page }) => {
    await page.goto(site('lumiere.localhost') + '/errorPage');
    await expect(
      page.getByRole('heading', { level: 1, name: translation('fr', 'auth', 'errorPage.title') }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: translation('fr', 'auth', 'errorPage.back') }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The loader's texts arrive with its page.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/prod/ext/sso/login', async (route) => {
      await held;
      await route.fulfill({ status: 401, json: { statusCode: 401, message: 'Invalid', result: null } });
    });
    await page.goto(site('lumiere.localhost') + '/userLogin?token=held');
    await expect(
      page.getByRole('status', { name: translation('fr', 'sso', 'userLogin.status.checking') }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: translation('fr', 'sso', 'userLogin.title') }),
    ).toBeVisible();
    answer();
    await expect(page).toHaveURL(site('lumiere.localhost') + '/errorPage');
  });
});

test.describe('logout details', () => {
  test('clears local flags (the products’ tab is in the address, none is kept), and shows an app-link message as an alert', async ({
    page,
  }) => {
    await signInAs(page, '9000000009');
    await page.evaluate(() => {
      localStorage.setItem('product_tab', 'prod_expired');
      localStorage.setItem('some_local_flag', '1');
      localStorage.setItem('currentMode', 'dark');
    });
    await page.route('**/api/v1/alternateLogin/logout**', (route) =>
      route.fulfill({
        json: {
          statusCode: 200,
          message: 'Get the new app : app_link : https://apps.example.test/portal',
          result: null,
        },
      }),
    );
    await logOut(page);
    await expect(page).toHaveURL(site() + '/');
    const alert = page.getByRole('dialog', { name: 'Alert' });
    await expect(alert.getByText('Get the new app', { exact: true })).toBeVisible();
    await expect(alert.getByRole('link', { name: 'https://apps.example.test/portal' })).toHaveAttribute(
      'href',
      'https://apps.example.test/portal',
    );
    const stored = await page.evaluate(() => ({ ...localStorage }));
    // An older portal's remembered tab goes with the other flags: nothing writes it again.
    expect(stored.product_tab).toBeUndefined();
    expect(stored.currentMode).toBe('dark');
    expect(stored.some_local_flag).toBeUndefined();
    expect(stored.session).toBeUndefined();
    expect(stored.device_id).toBeTruthy();
  });

  test('a 403 on logout still logs out, with the server message', async ({ page }) => {
    await signInAs(page, '9000000009');
    await page.route('**/api/v1/alternateLogin/logout**', (route) =>
      route.fulfill({
        status: 403,
        json: { statusCode: 403, message: 'Your session was closed by the institute.', result: null },
      }),
    );
    await logOut(page);
    await expect(page).toHaveURL(site() + '/');
    await expect(page.getByText('Your session was closed by the institute.')).toBeVisible();
    expect(await storedSession(page)).toBeNull();
  });
});

test.describe('auto-login from the URL', () => {
  test(
    'fills the form, signs in, and leaves no user or password in the address or history',
    { tag: '@walk' },
    async ({ page }) => {
      const password = Buffer.from(PASSWORD).toString('base64');
      await page.goto(
        `/?user=${encodeURIComponent('aarav@greenfield.test')}&password=${encodeURIComponent(password)}`,
      );
      // The form shows the values before it submits itself.
      await expect(page.getByLabel('Email or Phone Number')).toHaveValue('aarav@greenfield.test');
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
      expect(page.url()).not.toMatch(/user=|password=/);
      await expect(page).toHaveURL(/\/dashboard$/);
      // The sign-in page's history entry was rewritten, then replaced by the dashboard.
      await page.goBack();
      expect(page.url()).not.toMatch(/password=|user=/);
    },
  );
});
