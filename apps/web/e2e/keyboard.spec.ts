import { expect, test, type Page } from './fixtures';
import { site, tabTo, translation } from './support';

/*
 * Issue 15: keyboard-only walks through the main flows, from the page's first Tab: signing in,
 * the timetable, a fee receipt download, and handing in an assignment. Each step reaches its
 * control with Tab (or the arrow keys where a widget asks for them) and acts with Enter or
 * Space; every control reached shows a visible focus indicator.
 */

const en = (ns: string, key: string) => translation('en', ns, key);

async function signInWithKeyboard(page: Page, login: string, host = 'localhost') {
  await page.goto(site(host) + '/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await tabTo(page, page.getByLabel('Email or Phone Number'));
  await page.keyboard.type(login);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });

test(
  'Aarav signs in, reads the timetable and downloads a fee receipt with the keyboard alone',
  { tag: '@walk' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await signInWithKeyboard(page, 'aarav@greenfield.test');

    await tabTo(page, menuLink(page, 'Time Table'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Timetable' })).toBeVisible();
    const month = page.getByRole('heading', { level: 2 }).first();
    const thisMonth = await month.innerText();
    await tabTo(page, page.getByRole('button', { name: 'Next month' }));
    await page.keyboard.press('Enter');
    await expect(month).not.toHaveText(thisMonth);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(month).toHaveText(thisMonth);

    // Back up from the month (a long list follows it) to the menu above the screen.
    await tabTo(page, menuLink(page, 'Fees'), 60, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    const dueTab = page.getByRole('tab', { name: en('fees', 'tabs.due') });
    await tabTo(page, dueTab);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: en('fees', 'tabs.history') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const download = page.getByRole('button', { name: /^Download GPS-/ }).first();
    await expect(download).toBeVisible();
    await tabTo(page, download);
    const saved = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await saved).suggestedFilename()).toMatch(/^Receipt-GPS-.+\.pdf$/);
  },
);

test('Riya hands in an assignment with a link, with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithKeyboard(page, 'riya@apex.test', 'apex.localhost');
  await tabTo(page, menuLink(page, 'Assignments'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('link').filter({ hasText: 'Organic reactions chart' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assignment\/\d+$/);

  await tabTo(page, page.getByLabel(/Link name/));
  await page.keyboard.type('Reactions chart');
  await tabTo(page, page.getByLabel(en('assignments', 'form.linkUrl')));
  await page.keyboard.type('https://example.com/reactions');
  await tabTo(page, page.getByRole('button', { name: en('assignments', 'form.addLinkButton') }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reactions chart — https://example.com/reactions')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: en('assignments', 'form.submit'), exact: true }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to submit the Assignment?');
  // The dialog holds the focus: Tab reaches OK without leaving it.
  await tabTo(page, confirm.getByRole('button', { name: 'OK' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText(en('assignments', 'submittedOk'))).toBeVisible();
  await expect(page).toHaveURL(/\/assignment$/);
});
