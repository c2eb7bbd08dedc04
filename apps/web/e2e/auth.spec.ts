import { expect, test, type Route } from './fixtures';
import {
  a11yPass,
  drawnInBrowser,
  fillLogin,
  localeTexts,
  signIn,
  signInAs,
  signInToDashboard,
  site,
  storedSession,
  tabTo,
  translation,
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
  test('student by e-mail and by phone reaches the dashboard', { tag: '@walk' }, async ({ page }) => {
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

  test('parent of two chooses a student, then acts as that student', { tag: '@walk' }, async ({ page }) => {
    await signIn(page, '9000000002');
    const dialog = page.getByRole('dialog', { name: 'Select Student' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Aarav Sharma')).toBeVisible();
    expect(await a11yPass(page), 'Select Student').toEqual([]);
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
    expect(await a11yPass(page), 'Select Profile').toEqual([]);
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
    expect(await a11yPass(page), 'confirmation').toEqual([]);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('registered-devices-only account on a new device is told so', async ({ page }) => {
    await signIn(page, '9000000007');
    const alert = page.getByRole('dialog', { name: 'Alert' });
    await expect(alert).toContainText(/not a registered device/i);
    expect(await a11yPass(page), 'alert').toEqual([]);
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

  test('student of last year only chooses an academic year', { tag: '@walk' }, async ({ page }) => {
    await signIn(page, '9000000010');
    const dialog = page.getByRole('dialog', { name: 'Select Academic Year' });
    await expect(dialog).toBeVisible();
    expect(await a11yPass(page), 'Select Academic Year').toEqual([]);
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

  test('coaching student and open user at apex.localhost', { tag: '@walk' }, async ({ page }) => {
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

  test(
    'logout ends the session on the server and keeps the device id',
    { tag: '@walk' },
    async ({ page, request }) => {
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
    },
  );

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
    await signInAs(page, 'aarav@greenfield.test');
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

    // A screen's call refused with the server's own words (the messages screen's, stubbed; the
    // same for every screen: lib/api-client.ts): logged out, saying them.
    await drawnInBrowser(page);
    await signInAs(page, 'aarav@greenfield.test');
    const refusal = 'You can only read the messages sent to your own phone number.';
    await page.route('**/api/v1/alerts/config/messagesByPhoneNo/**', (route) =>
      route.fulfill({ status: 403, json: { statusCode: 403, message: refusal, result: null } }),
    );
    await page.goto(site() + '/Messages');
    await expect(page).toHaveURL(site() + '/');
    await expect(page.getByText(refusal)).toBeVisible();
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

/**
 * A server with too many passwords to check at once answers the login with 503 and Retry-After
 * (apps/server/src/lib/passwords.ts); the page waits, says so, and tries again by itself.
 */
test.describe('a server too busy to check passwords', () => {
  const LOGIN_CALL = '**/api/v2/user/v3/login';
  const busy = (route: Route, retryAfter: string) =>
    route.fulfill({
      status: 503,
      headers: { 'Retry-After': retryAfter },
      json: { statusCode: 503, message: 'Too many sign-ins at this moment.', result: null },
    });
  /** The notice's text in `lang` with its number (any plural form), the number captured. */
  const waitText = (lang: string) => {
    const forms = Object.entries(localeTexts(lang, 'auth'))
      .filter(([key]) => key.startsWith('busy.wait_'))
      .map(([, text]) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{count\\}\\}', '(\\d+)'));
    return new RegExp(`^(?:${forms.join('|')})$`);
  };

  const cases = [
    { host: 'localhost', lang: 'en', login: 'aarav@greenfield.test' },
    { host: 'lumiere.localhost', lang: 'fr', login: 'lea@lumiere.test' },
    { host: 'vidya.localhost', lang: 'hi', login: '9000000011' },
    { host: 'lernwerk.localhost', lang: 'de', login: 'jonas@lernwerk.test' },
  ];
  for (const { host, lang, login } of cases) {
    test(`waits, counts down and signs in by itself (${lang})`, async ({ page }) => {
      // Two busy answers ("come back in 2 s"), then the real server.
      const answered: number[] = [];
      const asked: number[] = [];
      await page.route(LOGIN_CALL, async (route) => {
        asked.push(Date.now());
        if (answered.length === 2) return route.fallback();
        // Noted before the answer goes: the page cannot have it earlier, so its wait starts later.
        answered.push(Date.now());
        await busy(route, '2');
      });
      await page.goto(site(host) + '/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Every text the notice shows, and every announcement, as the page shows them.
      await page.evaluate(() => {
        const seen = { texts: [] as string[], announced: [] as string[] };
        const spans = new WeakSet<Element>();
        new MutationObserver(() => {
          const text = document.querySelector('.signin-busy p')?.textContent;
          if (text && seen.texts.at(-1) !== text) seen.texts.push(text);
          for (const span of document.querySelectorAll('.signin-form [role=status] > span')) {
            if (!spans.has(span)) seen.announced.push(span.textContent ?? '');
            spans.add(span);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
        (window as unknown as { seen: typeof seen }).seen = seen;
      });

      await page.getByLabel(translation(lang, 'auth', 'login.label')).fill(login);
      await page.getByLabel(translation(lang, 'auth', 'password.label'), { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: translation(lang, 'auth', 'submit') }).click();
      const notice = page.getByRole('paragraph').filter({ hasText: waitText(lang) });
      await expect(notice).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: waitText(lang) })).toHaveCount(1);
      await expect(page.getByRole('button', { name: translation(lang, 'common', 'cancel') })).toBeVisible();
      // Nothing pressed: the third try gets through.
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(asked).toHaveLength(3);
      // Never before the server asked (the random part only adds).
      expect(asked[1]! - answered[0]!).toBeGreaterThanOrEqual(2000);
      expect(asked[2]! - answered[1]!).toBeGreaterThanOrEqual(2000);

      const seen = await page.evaluate(
        () => (window as unknown as { seen: { texts: string[]; announced: string[] } }).seen,
      );
      // Each wait counts down in whole seconds (2 or 3 s: 2 plus up to half of it), then says it is trying.
      const retrying = translation(lang, 'auth', 'busy.retrying');
      const waits = seen.texts
        .join('\n')
        .split(retrying)
        .map((part) => part.split('\n').filter(Boolean));
      expect(waits.at(-1)).toEqual([]);
      expect(waits).toHaveLength(3);
      for (const texts of waits.slice(0, 2)) {
        const seconds = texts.map((text) => Number(waitText(lang).exec(text)?.slice(1).find(Boolean)));
        expect(seconds, texts.join(' | ')).toEqual(seconds[0] === 3 ? [3, 2, 1] : [2, 1]);
      }
      // Read out once per wait, as it starts, not every second.
      expect(seen.announced).toHaveLength(2);
      for (const text of seen.announced) expect(text).toMatch(waitText(lang));
      const kept = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
      expect(kept).not.toContain(PASSWORD);
    });
  }

  test('Cancel stops the waiting and leaves the form as it was', async ({ page }) => {
    const WRONG = 'not-my-password';
    // A busy server that asks for a day's wait: the page waits at most 30 s plus up to half of it.
    const sent: string[] = [];
    await page.route(LOGIN_CALL, async (route) => {
      const { password } = route.request().postDataJSON() as { password: string };
      sent.push(password);
      // Only the corrected password goes to the real server (a wrong one would count as a failure).
      if (password === PASSWORD) return route.fallback();
      await busy(route, '86400');
    });
    // The page's clock, so that the cancelled try's time can be run through without waiting for it.
    await page.clock.install();
    await page.goto('/');
    const field = page.getByLabel('Email or Phone Number');
    const password = page.getByLabel('Password', { exact: true });
    await fillLogin(page, 'aarav@greenfield.test', WRONG);
    const login = page.getByRole('button', { name: 'Login' });
    await login.click();

    const notice = page.getByRole('paragraph').filter({ hasText: waitText('en') });
    await expect(notice).toBeVisible();
    const seconds = Number(
      waitText('en')
        .exec((await notice.textContent()) ?? '')
        ?.slice(1)
        .find(Boolean),
    );
    expect(seconds).toBeGreaterThan(25);
    expect(seconds).toBeLessThanOrEqual(45);
    await expect(login).toBeDisabled();
    expect(await a11yPass(page, '.signin-form'), 'the notice').toEqual([]);

    // A real button, reached with the keyboard, showing its focus.
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await expect(login).toBeEnabled();
    await expect(login).toBeFocused();
    await expect(field).toHaveValue('aarav@greenfield.test');
    await expect(password).toHaveValue(WRONG);
    // Past the longest wait: a try left behind would go now, with the password it was given.
    await page.clock.runFor(60_000);

    await password.fill(PASSWORD);
    await expect(login, 'no try was left behind').toBeEnabled();
    await login.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(sent).toEqual([WRONG, PASSWORD]);
  });
});
