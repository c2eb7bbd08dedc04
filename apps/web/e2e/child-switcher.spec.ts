import { expect, test, type Page } from './fixtures';
import { a11yPass, signInAs, site, storedSession, translation } from './support';

/*
 * Issue 15: a parent of two (Meera: Aarav and Diya) switches child in the header without
 * signing out. The server re-scopes the same session; every screen shows the new child's data.
 */

const MEERA = '9000000002';
const switcher = (page: Page, lang = 'en') =>
  page.getByRole('combobox', { name: translation(lang, 'shell', 'header.child') });
const profileName = (page: Page) => page.locator('#profile-name');

/** A call for a student with the session's own token, as any page script could make it. */
async function profileStatus(page: Page, studentId: number): Promise<number> {
  const token = (await storedSession(page))?.student_auth ?? '';
  return page.evaluate(
    async ([id, auth]) =>
      (await fetch(`/api/v1/students/get-student-detail/1/${id}`, { headers: { Authorization: auth! } }))
        .status,
    [String(studentId), token] as const,
  );
}

test(
  'Meera switches from Aarav to Diya on the same screen, the same session, and a reload keeps Diya',
  { tag: '@walk' },
  async ({ page }) => {
    await signInAs(page, MEERA, 'localhost', 'en', { child: /Aarav/ });
    const tokenBefore = (await storedSession(page))?.student_auth;
    await expect(switcher(page)).toBeVisible();
    await expect(switcher(page)).toHaveValue('1001');
    await expect(switcher(page).getByRole('option')).toHaveText(['Aarav Sharma', 'Diya Sharma']);

    await page.goto(site() + '/profile');
    await expect(profileName(page)).toHaveText(/Aarav Sharma/);
    // The server acts for the chosen child only, from the sign-in's choice on.
    await expect.poll(() => profileStatus(page, 1002)).toBe(403);
    expect(await profileStatus(page, 1001)).toBe(200);

    await switcher(page).selectOption({ label: 'Diya Sharma' });
    await expect(profileName(page)).toHaveText(/Diya Sharma/);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('status').filter({ hasText: 'Now showing Diya Sharma' })).toBeAttached();
    // Same session (no new sign-in), now scoped to Diya.
    const after = await storedSession(page);
    expect(after?.student_auth).toBe(tokenBefore);
    expect(after).toMatchObject({ student_id: 1002, name: 'Diya Sharma', parent_name: 'Meera Sharma' });
    expect(await profileStatus(page, 1001)).toBe(403);
    expect(await profileStatus(page, 1002)).toBe(200);
    // Still signed in: a refused call for the previous child never logged her out.
    await expect(page).toHaveURL(/\/profile$/);

    await page.reload();
    await expect(profileName(page)).toHaveText(/Diya Sharma/);
    await expect(switcher(page)).toHaveValue('1002');
  },
);

test("a screen showing one of the child's records goes back to the screen's list, and no data of the other child stays", async ({
  page,
}) => {
  await signInAs(page, MEERA, 'localhost', 'en', { child: /Aarav/ });
  const aaravFees = page.waitForResponse(
    (r) => r.url().includes('/api/v1/studentWise/fee/') && /\/students\/1001\//.test(r.url()) && r.ok(),
  );
  await page.goto(site() + '/fees');
  await aaravFees;
  // Aarav's fees are on the screen (the loader has gone): nothing of his is still on its way.
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
  // Diya's fees are asked for, with her id, once she is chosen; Aarav's are never asked again.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/studentWise/fee/')) asked.push(r.url());
  });
  const diyaFees = page.waitForResponse((r) => /\/students\/1002\//.test(r.url()) && r.ok());
  await switcher(page).selectOption({ label: 'Diya Sharma' });
  await diyaFees;
  expect(asked.every((url) => !/\/students\/1001\//.test(url))).toBe(true);

  // Aarav's report of one of his tests: Diya has no such test, so her portal opens the report list.
  await switcher(page).selectOption({ label: 'Aarav Sharma' });
  await expect(switcher(page)).toHaveValue('1001');
  await page.goto(site() + '/report?test=9018');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await switcher(page).selectOption({ label: 'Diya Sharma' });
  await expect(page).toHaveURL(/\/report$/);
  await expect(switcher(page)).toHaveValue('1002');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await storedSession(page))?.student_id).toBe(1002);
});

test('the switcher works with the keyboard, and the header has no accessibility violations', async ({
  page,
}) => {
  await signInAs(page, MEERA, 'localhost', 'en', { child: /Aarav/ });
  const select = switcher(page);
  await expect(select).toHaveValue('1001');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('1002');
  await expect(page.getByRole('status').filter({ hasText: 'Now showing Diya Sharma' })).toBeAttached();
  await expect(select).toBeEnabled();
  expect(await a11yPass(page, '.app-header')).toEqual([]);
});

test('a parent of one child sees no switcher (her list has one child)', async ({ page }) => {
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/v1/portal/session/students'));
  await signInAs(page, '9000000003');
  const answer = (await (await listed).json()) as { result: { students: Array<{ student_name: string }> } };
  expect(answer.result.students.map((s) => s.student_name)).toEqual(['Kabir Verma']);
  await expect(page.locator('#main')).toBeVisible();
  await expect(switcher(page)).toHaveCount(0);
});
