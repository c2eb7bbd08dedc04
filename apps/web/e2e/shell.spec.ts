import { expect, test } from './fixtures';
import { mainMenu, menuLabels, signIn, signInAs, site, storedSession, translation } from './support';

test.describe('top menu per institute and role', () => {
  test('Greenfield student sees every item, with school wording', { tag: '@walk' }, async ({ page }) => {
    await signInAs(page, 'aarav@greenfield.test');
    await expect
      .poll(() => menuLabels(page))
      .toEqual([
        'Home',
        'Time Table',
        'Study Materials',
        'Live Classes',
        'My Exam',
        'Exam Reports',
        'Documents',
        'Homework',
        'My Products',
        'Event Calendar',
        'Fees',
      ]);
  });

  test('Greenfield parent loses Study Materials and Documents', async ({ page }) => {
    await signInAs(page, '9000000003');
    await expect
      .poll(() => menuLabels(page))
      .toEqual([
        'Home',
        'Time Table',
        'Live Classes',
        'My Exam',
        'Exam Reports',
        'Homework',
        'My Products',
        'Event Calendar',
        'Fees',
      ]);
  });

  test('Apex coaching student: online classes, study material and documents, no event calendar', async ({
    page,
  }) => {
    await signInAs(page, 'riya@apex.test', 'apex.localhost');
    await expect
      .poll(() => menuLabels(page))
      .toEqual([
        'Home',
        'Time Table',
        'Study Materials',
        'Live Classes',
        'My Exam',
        'Exam Reports',
        'Documents',
        'Assignments',
        'My Products',
        'Fees',
      ]);
  });

  test('Apex open user (99) has no Assignments, Event Calendar or Fees', async ({ page }) => {
    await signInAs(page, 'learner@apex.test', 'apex.localhost');
    await expect
      .poll(() => menuLabels(page))
      .toEqual([
        'Home',
        'Time Table',
        'Study Materials',
        'Live Classes',
        'My Exam',
        'Exam Reports',
        'Documents',
        'My Products',
      ]);
  });

  test('the active item follows the URL prefix', async ({ page }) => {
    await signInAs(page, 'aarav@greenfield.test');
    await mainMenu(page).getByRole('link', { name: 'Fees' }).click();
    await expect(page).toHaveURL(/\/fees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Fees' })).toHaveAttribute('aria-current', 'page');
    // The new screen's heading takes the focus.
    await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeFocused();
    await page.goto('/product/42');
    await expect(mainMenu(page).getByRole('link', { name: 'My Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('header', () => {
  test('institute name, help, messages and social links', async ({ page }) => {
    await signInAs(page, 'aarav@greenfield.test');
    const header = page.getByRole('banner');
    await expect(header.getByText('Greenfield Public School')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Help' })).toHaveAttribute('href', /^https:\/\//);
    await expect(header.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      'https://twitter.com/greenfieldps',
    );
    await expect(header.getByRole('link', { name: 'Instagram' })).toHaveCount(0);
    await header.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/Messages$/);
  });

  test('profile popup of a student, and the Profile link', async ({ page }) => {
    await signInAs(page, 'aarav@greenfield.test');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    const popup = page.getByRole('dialog', { name: /Aarav Sharma/ });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('9000000001')).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Terms Of Service' })).toBeVisible();
    await popup.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/Profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  test(
    'school academic-year dropdown rewrites the token and goes to the dashboard',
    { tag: '@walk' },
    async ({ page }) => {
      await signInAs(page, 'aarav@greenfield.test');
      await page.goto('/timetable');
      const select = page.getByLabel('Academic Year');
      // While the years are on their way the picker shows the sign-in year, disabled.
      await expect(select).toBeEnabled();
      await expect.poll(() => select.locator('option').count()).toBeGreaterThanOrEqual(2);
      const before = (await storedSession(page))!.student_auth!;
      const current = await select.inputValue();
      const other = await select
        .locator('option')
        .evaluateAll(
          (els, cur) => els.map((e) => (e as HTMLOptionElement).value).find((v) => v && v !== cur),
          current,
        );
      await select.selectOption(other!);
      await expect(page).toHaveURL(/\/dashboard$/);
      const after = (await storedSession(page))!.student_auth!;
      expect(after.split(':').slice(0, 2)).toEqual(before.split(':').slice(0, 2));
      expect(after.split(':')[2]).toBe(`${before.split(':')[2]!.split('|')[0]}|${other}`);
      // The rewritten token is accepted by the server.
      await page.reload();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByLabel('Academic Year')).toHaveValue(other!);
    },
  );

  test('coaching institutes have no academic-year dropdown', async ({ page }) => {
    await signInAs(page, 'riya@apex.test', 'apex.localhost');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByLabel('Academic Year')).toHaveCount(0);
  });
});

test.describe('themes', () => {
  test('the chosen theme is kept after reload and after logout', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await signInAs(page, 'aarav@greenfield.test');
    for (const theme of ['Dark', 'Blue', 'Purple'] as const) {
      await page.getByLabel('Theme').selectOption({ label: theme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.toLowerCase());
    }
    await page.getByLabel('Theme').selectOption({ label: 'Dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(site() + '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('language of each institute', () => {
  const cases = [
    {
      host: 'lumiere.localhost',
      lang: 'fr',
      login: 'lea@lumiere.test',
      school: true,
      titles: ['Réunion parents-professeurs', 'Sortie au musée d’Orsay', 'Vacances de Noël'],
    },
    {
      host: 'vidya.localhost',
      lang: 'hi',
      login: '9000000011',
      school: true,
      titles: ['वार्षिक खेल दिवस', 'गणित की परीक्षा', 'शीतकालीन अवकाश'],
    },
    {
      host: 'lernwerk.localhost',
      lang: 'de',
      login: 'jonas@lernwerk.test',
      school: false,
      titles: ['Raumänderung im Abendkurs', 'Weihnachtsferien'],
    },
  ];
  for (const { host, lang, login, school, titles } of cases) {
    test(
      `${host} speaks ${lang}: the sign-in page, the menu and the home screen with its own announcements`,
      { tag: '@walk' },
      async ({ page }) => {
        await page.goto(site(host) + '/');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const heading = translation(lang, 'auth', 'heading');
        expect(heading).not.toBe(translation('en', 'auth', 'heading'));
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await page.getByLabel(translation(lang, 'auth', 'login.label')).fill(login);
        await page.getByLabel(translation(lang, 'auth', 'password.label'), { exact: true }).fill('demo1234');
        await page.getByRole('button', { name: translation(lang, 'auth', 'submit') }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        const home = translation(lang, 'shell', 'menu.home');
        await expect(
          page
            .getByRole('navigation', { name: translation(lang, 'shell', 'header.mainMenu') })
            .getByRole('link', { name: home }),
        ).toBeVisible();

        // The home screen (dashboard.spec's area) in the same language, with the institute's own notices.
        const t = (key: string) => translation(lang, 'dashboard', key);
        await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
        const notices = t(school ? 'announcements.title_school' : 'announcements.title');
        expect(notices).not.toBe(
          translation('en', 'dashboard', school ? 'announcements.title_school' : 'announcements.title'),
        );
        await expect(page.getByRole('heading', { level: 2, name: notices })).toBeVisible();
        await expect(page.locator('.home-notice__title')).toHaveText(titles);
        await expect(page.locator('.home-notice').first()).toContainText(
          t('notice.postedBy').replace(' {{name}}', '').replace('{{name}} ', ''),
        );
        await page
          .getByRole('link', {
            name: t(school ? 'announcements.viewAllLabel_school' : 'announcements.viewAllLabel'),
          })
          .click();
        await expect(
          page.getByRole('searchbox', { name: t(school ? 'search.label_school' : 'search.label') }),
        ).toBeVisible();
      },
    );
  }

  test('English elsewhere', async ({ page }) => {
    await page.goto(site('apex.localhost') + '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the menu collapses behind a toggle', async ({ page }) => {
    await signInAs(page, 'aarav@greenfield.test');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page).getByRole('link', { name: 'Fees' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await mainMenu(page).getByRole('link', { name: 'Fees' }).click();
    await expect(page).toHaveURL(/\/fees$/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('pop-ups and keyboard', () => {
  test('Select Profile keeps focus inside and closes on Escape', async ({ page }) => {
    await signIn(page, '9000000005');
    const dialog = page.getByRole('dialog', { name: 'Select Profile' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

/*
 * Colours are checked once no transition is running (the axe scan waits for it): a run once caught
 * the dashboard's muted text half-way between two themes' colours (cards transition their colours).
 */
// The sign-in page and every screen, in every theme: a11y.spec.
