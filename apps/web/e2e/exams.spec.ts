import { expect, test, type Page } from './fixtures';
import { a11yPass, drawnInBrowser, signInAs, site, storedSession, translation } from './support';

/*
 * My Exam against the real server and the exam demo data (seed plan): Aarav's cards in
 * every displayed state, a parent's greyed Start, Sam's product tests, the Offline tab,
 * bookmarked questions, and one institute in French. Tests find cards by test name.
 */

const en = (key: string) => translation('en', 'exams', key);
const offline = (key: string) => translation('en', 'reports-offline', key);
const AARAV = 'aarav@greenfield.test';

async function openExam(page: Page, login = AARAV, host = 'localhost', lang = 'en', child?: RegExp) {
  await signInAs(page, login, host, lang, { child, at: '/exam' });
  await expect(
    page.getByRole('heading', { level: 1, name: translation(lang, 'exams', 'title') }),
  ).toBeVisible();
}

const strip = (page: Page) => page.getByRole('group', { name: en('strip.label') });
const card = (page: Page, name: string) => page.getByRole('article', { name });

async function pickLabel(page: Page, name: string, lang = 'en') {
  const button = page
    .getByRole('group', { name: translation(lang, 'exams', 'strip.label') })
    .getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** The exam desk answer of a GET, read with the session's own exam desk token. */
async function deskGet<T>(page: Page, path: string): Promise<T> {
  const session = await storedSession(page);
  const answer = await page.request.get(`/api/exam-desk${path}`, {
    headers: { Authorization: String(session?.examdesk_auth_token) },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

test.describe('My Exam (Aarav, Greenfield school)', () => {
  test(
    'labels, empty state, every card state, search and the schedule view',
    { tag: '@walk' },
    async ({ page }) => {
      await openExam(page);
      await expect(page.getByRole('button', { name: en('mode.online') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(strip(page).getByRole('button')).toHaveText(['Mock Test', 'Practice', 'Unit Tests']);
      await expect(page.getByText(en('empty.pickType'))).toBeVisible();

      await pickLabel(page, 'Mock Test');
      await expect(
        card(page, 'Class 8 Full Mock Test 1').getByRole('button', { name: en('action.start') }),
      ).toBeEnabled();
      await expect(
        card(page, 'English Grammar Mock').getByRole('button', { name: en('action.resume') }),
      ).toBeVisible();
      await expect(
        card(page, 'Diagnostic Mock Test 0').getByRole('button', { name: en('action.view') }),
      ).toBeVisible();
      await expect(card(page, 'Class 8 Full Mock Test 1')).toContainText(
        en('duration.hours').replace('{{hours}}', '1').replace('{{minutes}}', '30'),
      );
      await expect(card(page, 'Class 8 Full Mock Test 1')).toContainText(
        /\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)/,
      );

      await pickLabel(page, 'Unit Tests');
      await expect(
        card(page, 'Mathematics Unit Test 3').getByRole('button', { name: en('action.start') }),
      ).toBeEnabled();
      await expect(
        card(page, 'Science Weekly Quiz').getByRole('button', { name: en('action.upcoming') }),
      ).toBeDisabled();
      // Attempted tests are not shown.
      await expect(card(page, 'Mathematics Unit Test 2')).toHaveCount(0);
      await expect(card(page, 'Science Unit Test 2')).toHaveCount(0);

      await pickLabel(page, 'Practice');
      const algebra = card(page, 'Algebra Practice Set');
      await expect(algebra).toContainText('1 Out of 3');
      await expect(algebra.getByRole('button', { name: en('action.start') })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      );
      const geometry = card(page, 'Geometry Practice Set');
      await expect(geometry).toContainText('2 Out of 2');
      await expect(geometry.getByRole('button', { name: en('action.start') })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(card(page, 'Fractions Drill')).toContainText(en('card.noLimit'));

      // Search by name, case-insensitively, within the chosen type.
      const search = page.getByRole('searchbox', { name: en('search.label') });
      await search.fill('GEOMETRY');
      await expect(card(page, 'Geometry Practice Set')).toBeVisible();
      await expect(card(page, 'Algebra Practice Set')).toHaveCount(0);
      await search.fill('nothing like this');
      await expect(page.getByText('No test matches “nothing like this”')).toBeVisible();
      await search.fill('');

      // The schedule view replaces the list; Back returns to it.
      await card(page, 'Algebra Practice Set')
        .getByRole('button', { name: en('card.schedule') })
        .click();
      await expect(page.getByRole('heading', { name: 'Schedule of Algebra Practice Set' })).toBeVisible();
      await expect(card(page, 'Fractions Drill')).toHaveCount(0);
      await page.getByRole('button', { name: `← ${en('schedule.back')}` }).click();
      await expect(card(page, 'Fractions Drill')).toBeVisible();
    },
  );

  test('the label strip works from the keyboard', async ({ page }) => {
    await openExam(page);
    const first = strip(page).getByRole('button', { name: 'Mock Test', exact: true });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(strip(page).getByRole('button', { name: 'Practice' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(strip(page).getByRole('button', { name: 'Practice' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card(page, 'Fractions Drill')).toBeVisible();
  });

  test('Start opens the test panel in a new window on a launch key', { tag: '@walk' }, async ({ page }) => {
    await openExam(page);
    await pickLabel(page, 'Practice');
    const popup = page.waitForEvent('popup');
    await card(page, 'Fractions Drill')
      .getByRole('button', { name: en('action.start') })
      .click();
    const panel = await popup;
    await expect(panel).toHaveURL(/\/test-panel\//);
    await panel.close();
  });

  test('a test submitted in its own window shows up counted when My Exam regains focus', async ({ page }) => {
    await openExam(page);
    await pickLabel(page, 'Practice');
    await card(page, 'Fractions Drill')
      .getByRole('button', { name: en('card.schedule') })
      .click();
    const completed = page.getByRole('definition').nth(5);
    await expect(page.getByRole('term').nth(5)).toHaveText(en('schedule.completed'));
    const before = Number(await completed.innerText());

    // What the panel's window does: launch, open the key, submit.
    const session = await storedSession(page);
    const launch = await page.request.post('/test-panel/api/launch', {
      headers: { Authorization: String(session?.student_auth) },
      data: { test_id: 9017 },
    });
    expect(launch.ok()).toBe(true);
    const key = String(((await launch.json()) as { result: { url: string } }).result.url)
      .split('/')
      .pop();
    const opened = await page.request.post('/test-panel/api/open', { data: { key } });
    const { token } = ((await opened.json()) as { result: { token: string } }).result;
    const submit = await page.request.post('/test-panel/api/submit', { headers: { Authorization: token } });
    expect(submit.ok()).toBe(true);

    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(completed).toHaveText(String(before + 1));
  });

  test('Offline tab shows the offline reports: a tab per standard and section, past exams by date', async ({
    page,
  }) => {
    await openExam(page);
    await page.getByRole('button', { name: en('mode.offline') }).click();
    // The offline reports themselves are tested in reports-offline.spec.ts.
    await page.getByRole('tab', { name: 'Class 8 - A' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Class 8 - A' });
    await expect(panel.getByText(offline('row.group_school')).first()).toBeVisible();
    await expect(panel.getByRole('listitem').first()).toContainText(/\d{2}-\d{2}-\d{4}/);
  });

  test('bookmarks: sort, details with the passage preview and media, remove with confirmation', async ({
    page,
  }) => {
    await openExam(page);
    type Mark = { ques_id: number; description: string; media_data: Array<{ source_path: string }> };
    const session = await storedSession(page);
    const marks = await deskGet<Mark[]>(page, `/student/testLabels/bookmark/${String(session?.user_id)}`);
    await page.getByRole('button', { name: en('strip.bookmarks') }).click();
    await expect(page.getByRole('heading', { name: en('bookmarks.title') })).toBeVisible();
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(marks.length);

    const sort = page.getByLabel(en('bookmarks.sort'));
    await sort.selectOption({ label: en('bookmarks.sortLatest') });
    const latest = await cards.locator('.ex-bookmark__preview').allInnerTexts();
    await sort.selectOption({ label: en('bookmarks.sortOldest') });
    await expect(cards.locator('.ex-bookmark__preview')).toHaveText([...latest].reverse());
    await sort.selectOption({ label: en('bookmarks.sortLatest') });

    // Details of the question on the long passage (the list is newest first, like the server's).
    const passageAt = marks.findIndex((m) => m.description.replace(/<[^>]*>/g, '').length > 550) + 1;
    await page.getByRole('button', { name: `View details of question ${passageAt}` }).click();
    const crumbs = page.getByRole('navigation', { name: en('detail.breadcrumb') });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      en('detail.back'),
      en('detail.list'),
      en('detail.current'),
    ]);
    await page.getByRole('button', { name: en('detail.loadMore') }).click();
    const preview = page.getByRole('dialog', { name: en('detail.passagePreview') });
    await expect(preview).toBeVisible();
    expect(await a11yPass(page), 'passage preview').toEqual([]);
    await preview.getByRole('button', { name: 'Close' }).last().click();
    await expect(preview).toHaveCount(0);
    await expect(page.getByText(en('detail.correct'))).toBeVisible();
    await crumbs.getByRole('button', { name: en('detail.list') }).click();

    const mediaAt = marks.findIndex((m) => m.media_data.length > 0) + 1;
    await page.getByRole('button', { name: `View details of question ${mediaAt}` }).click();
    const media = marks[mediaAt - 1]!.media_data;
    await expect(page.getByText(media[0]!.source_path)).toBeVisible();
    await expect(page.getByText(en('detail.noPreview'))).toHaveCount(media.length);
    await page.getByRole('button', { name: en('detail.back'), exact: true }).click();

    // Remove: Cancel keeps it; Confirm removes it with the server's message, and the list reloads.
    await page.getByRole('button', { name: 'Remove bookmark of question 1' }).click();
    const confirm = page.getByRole('dialog', { name: en('bookmarks.removeTitle') });
    await expect(confirm).toContainText('Are sure you want to remove bookmark?');
    expect(await a11yPass(page), 'remove confirmation').toEqual([]);
    await confirm.getByRole('button', { name: en('error.cancel') }).click();
    await expect(cards).toHaveCount(marks.length);
    await page.getByRole('button', { name: 'Remove bookmark of question 1' }).click();
    const removal = page.waitForResponse((r) => r.url().endsWith('/student/testLabels/deleteBookmark'));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en('bookmarks.confirm') })
      .click();
    const answer = (await (await removal).json()) as { validate: number; message: string };
    expect(answer.validate).toBe(1);
    await expect(page.getByText(answer.message)).toBeVisible();
    await expect(cards).toHaveCount(marks.length - 1);
  });
});

test('a parent sees the chosen child’s tests with Start greyed, and why', async ({ page }) => {
  await openExam(page, '9000000002', 'localhost', 'en', /Aarav/);
  await pickLabel(page, 'Mock Test');
  const mock = card(page, 'Class 8 Full Mock Test 1');
  await expect(mock).toContainText(en('reason.parent'));
  const start = mock.getByRole('button', { name: en('action.start') });
  await expect(start).toHaveAttribute('aria-disabled', 'true');
  // Greyed, not disabled: it stays focusable, and pressing it says why.
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Parents are not allowed to give exam' }).last(),
  ).toBeVisible();
  await expect(
    card(page, 'English Grammar Mock').getByRole('button', { name: en('action.resume') }),
  ).toHaveAttribute('aria-disabled', 'true');
  // Bookmarks: read only.
  await page.getByRole('button', { name: en('strip.bookmarks') }).click();
  await expect(page.getByRole('button', { name: /View details of question 1$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Remove bookmark/ })).toHaveCount(0);
});

test('a parent with Diya chosen: no exam is available; the offline reports are Diya’s', async ({ page }) => {
  await openExam(page, '9000000002', 'localhost', 'en', /Diya/);
  await pickLabel(page, 'Mock Test');
  await expect(page.getByText(en('empty.noExam'))).toBeVisible();
  await page.getByRole('button', { name: en('mode.offline') }).click();
  await expect(page.getByRole('tab', { name: 'Class 5 - B' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Class 8 - A' })).toHaveCount(0);
});

test('an open user with products sees their product tests', async ({ page }) => {
  await openExam(page, 'learner@apex.test', 'apex.localhost');
  await pickLabel(page, en('strip.productMock'));
  await expect(
    card(page, 'NEET full mock test 2').getByRole('button', { name: en('action.start') }),
  ).toBeEnabled();
  await expect(
    card(page, 'NEET full mock test 3').getByRole('button', { name: en('action.upcoming') }),
  ).toBeDisabled();
  await pickLabel(page, en('strip.productOnline'));
  await expect(
    card(page, 'JEE Crash Course Weekly Test 4').getByRole('button', { name: en('action.start') }),
  ).toBeEnabled();
  await expect(page.getByRole('button', { name: en('strip.bookmarks') })).toHaveCount(0);
});

test('in French: Léa’s mock test', async ({ page }) => {
  const fr = (key: string) => translation('fr', 'exams', key);
  await openExam(page, 'lea@lumiere.test', 'lumiere.localhost', 'fr');
  await expect(page.getByText(fr('empty.pickType'))).toBeVisible();
  await pickLabel(page, 'Examen blanc', 'fr');
  const mock = card(page, 'Examen blanc de mathématiques');
  await expect(mock.getByRole('button', { name: fr('action.start') })).toBeEnabled();
  await expect(mock).toContainText(fr('card.duration'));
});

test('labels failing with a message: toast, backdrop to /dashboard, placeholder labels', async ({ page }) => {
  await signInAs(page, AARAV);
  // What the portal does when its first call fails: drawn in the browser (support.ts).
  await drawnInBrowser(page);
  const message = 'The exam desk is under maintenance.';
  await page.route('**/api/exam-desk/student/testLabels', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message, result: null } }),
  );
  await page.goto(site() + '/exam');
  const backdrop = page.getByRole('dialog', { name: en('error.title') });
  await expect(backdrop).toContainText(message);
  await expect(page.getByRole('listitem').filter({ hasText: message }).last()).toBeVisible();
  // Behind it, the two placeholder labels; their tests: none.
  await expect(strip(page).getByRole('button')).toHaveText(['Online Exam', 'Mock Test']);
  expect(await a11yPass(page), 'backdrop').toEqual([]);
  await backdrop.getByRole('button', { name: en('error.cancel') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a label whose tests fail to load shows the backdrop without a toast', async ({ page }) => {
  await openExam(page);
  await page.route('**/api/exam-desk/student/testLabels/*/tests**', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message: '', result: null } }),
  );
  await strip(page).getByRole('button', { name: 'Practice' }).click();
  const backdrop = page.getByRole('dialog', { name: en('error.title') });
  await expect(backdrop).toContainText(en('error.testsFailed'));
  // Its close (×) leaves too.
  await backdrop.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('accessibility: cards with a greyed reason and the bookmark details pass in every theme', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openExam(page, '9000000002', 'localhost', 'en', /Aarav/);
  await pickLabel(page, 'Practice');
  await expect(card(page, 'Geometry Practice Set')).toContainText('2 Out of 2');
  expect(await a11yPass(page), 'cards').toEqual([]);
  await page.getByRole('button', { name: en('strip.bookmarks') }).click();
  await page.getByRole('button', { name: 'View details of question 1' }).click();
  await expect(page.getByText(en('detail.correct'))).toBeVisible();
  expect(await a11yPass(page), 'details').toEqual([]);
});
