import { expect, test, type Locator, type Page } from './fixtures';
import { a11yPass, mainMenu, menuLabels, signInAs, site, translation } from './support';

/*
 * Study material against the real server and its demo e-courses (seed/study-material.ts):
 * Greenfield's 'Class 8 Library' has Science → Plants → Photosynthesis → Light reactions, with
 * files shared today and 5, 14, 16 and 40 days ago; Greenfield's paid 'Science Olympiad Prep – Course'
 * is Aarav's (he bought the product); Apex's paid e-courses belong to Sam's products.
 */

const en = (key: string) => translation('en', 'study-material', key);
const de = (key: string) => translation('de', 'study-material', key);
const AARAV = 'aarav@greenfield.test';
const SAM = 'learner@apex.test';
const JONAS = 'jonas@lernwerk.test';
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()).split('-').reverse().join('-');

async function openStudyMaterial(page: Page, login = AARAV, host = 'localhost', lang = 'en') {
  await signInAs(page, login, host, lang, { at: '/studymaterial' });
  await expect(
    page.getByRole('heading', { level: 1, name: translation(lang, 'study-material', 'title') }),
  ).toBeVisible();
}

const courseSelect = (page: Page, lang = 'en') =>
  page.getByLabel(translation(lang, 'study-material', 'filter.course'));
const subjectCard = (page: Page, name: string) =>
  page.getByRole('list', { name: en('subjects') }).getByRole('button', { name: new RegExp(`^${name}`) });
const fileCard = (page: Page, title: string) =>
  page.locator('li.sm-file').filter({ has: page.getByText(title, { exact: true }) });
const topicToggle = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^${name}\\b`) });

async function openScience(page: Page) {
  await courseSelect(page).selectOption({ label: 'Class 8 Library' });
  await subjectCard(page, 'Science').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Science' })).toBeVisible();
}

test.describe('study material (Aarav, Greenfield school with e-learning)', () => {
  test(
    'tabs, course types per tab, the hint, and what a tab change clears',
    { tag: '@walk' },
    async ({ page }) => {
      await openStudyMaterial(page);
      const library = page.getByRole('tab', { name: en('tabs.StudyLibrary') });
      const purchased = page.getByRole('tab', { name: en('tabs.PurchasedProduct') });
      await expect(library).toHaveAttribute('aria-selected', 'true');
      await expect(purchased).toBeVisible();
      await expect(page.getByText(en('hint'))).toBeVisible();
      // Free e-courses of his standard and of everyone; not Class 10's.
      await expect(courseSelect(page).locator('option')).toHaveText([
        en('filter.chooseCourse'),
        'Class 8 Library',
        'General Knowledge',
      ]);

      await courseSelect(page).selectOption({ label: 'Class 8 Library' });
      await expect(page.getByText(en('hint'))).toBeHidden();
      const subjects = page.getByRole('list', { name: en('subjects') }).getByRole('button');
      await expect(subjects).toHaveCount(3);
      await expect(subjects.nth(0)).toContainText('Science');
      await expect(subjects.nth(0)).toContainText('4 topics · 10 files');
      await expect(subjects.nth(1)).toContainText('Mathematics');
      await expect(subjects.nth(2)).toContainText('English');
      // Colours cycle: each card its own slot.
      await expect(subjects.nth(0)).toHaveClass(/sm-subject--0/);
      await expect(subjects.nth(2)).toHaveClass(/sm-subject--2/);

      // The purchased tab has the paid course Aarav bought in Greenfield's store, and only it; the
      // library's subjects are gone.
      await purchased.click();
      await expect(purchased).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('list', { name: en('subjects') })).toHaveCount(0);
      await expect(courseSelect(page).locator('option')).toHaveText([
        en('filter.chooseCourse'),
        'Science Olympiad Prep – Course',
      ]);
      await library.click();
      await expect(page.getByText(en('hint'))).toBeVisible();
      await expect(courseSelect(page)).toHaveValue('');
    },
  );

  test('search keeps files whose title contains the text, any case; a course change resets the subject', async ({
    page,
  }) => {
    await openStudyMaterial(page);
    await courseSelect(page).selectOption({ label: 'Class 8 Library' });
    await page.getByLabel(en('filter.search')).fill('LIGHT');
    const subjects = page.getByRole('list', { name: en('subjects') }).getByRole('button');
    await expect(subjects).toHaveCount(1);
    await expect(subjects.first()).toContainText('3 topics · 3 files');
    await subjects.first().click();
    await expect(page.locator('li.sm-file')).toHaveCount(3);
    await expect(fileCard(page, 'Chlorophyll and sunlight')).toBeVisible();
    await page.getByLabel(en('filter.search')).fill('no such title');
    await expect(page.getByText('No study material matches “no such title”.')).toBeVisible();
    // Clearing the search brings the chosen subject back, all its files again.
    await page.getByLabel(en('filter.search')).fill('');
    await expect(page.getByRole('heading', { level: 2, name: 'Science' })).toBeVisible();
    await expect(page.locator('li.sm-file')).toHaveCount(10);
    await courseSelect(page).selectOption({ label: 'General Knowledge' });
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
    await expect(subjectCard(page, 'Current affairs')).toBeVisible();
  });

  test('title view: the flat list, the Select Topic dropdown, dates, types, New Files and actions', async ({
    page,
  }) => {
    await openStudyMaterial(page);
    await openScience(page);
    await expect(page.getByRole('button', { name: en('mode.title') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const topic = page.getByLabel(en('subject.topic'));
    await expect(topic.locator('option:checked')).toHaveText(en('subject.selectTopic'));
    await expect(page.locator('li.sm-file')).toHaveCount(10);
    await topic.selectOption({ label: '\u00a0\u00a0Photosynthesis' });
    await expect(page.locator('li.sm-file')).toHaveCount(6);
    await topic.selectOption({ label: '\u00a0\u00a0\u00a0\u00a0Light reactions' });
    await expect(page.locator('li.sm-file')).toHaveCount(3);
    const youtube = fileCard(page, 'Light reactions explained');
    await expect(youtube).toContainText('Light reactions');
    await expect(youtube).toContainText('YouTube');
    await expect(youtube.getByRole('button', { name: en('file.play') })).toBeVisible();
    await expect(youtube.getByRole('button', { name: en('file.download') })).toHaveCount(0);
    await topic.selectOption({ label: en('subject.selectTopic') });
    await expect(page.locator('li.sm-file')).toHaveCount(10);

    // New Files: shared within the last 15 days (today, 5, 14 days ago), not 16 or 40.
    const badge = (title: string) => fileCard(page, title).getByText(en('file.new'), { exact: true });
    await expect(badge('Science handbook')).toBeVisible();
    await expect(badge('Parts of a plant (diagram)')).toBeVisible();
    await expect(badge('Photosynthesis audio note')).toBeVisible();
    await expect(badge('Photosynthesis notes (read-only)')).toHaveCount(0);
    await expect(badge('Chlorophyll and sunlight')).toHaveCount(0);
    await expect(fileCard(page, 'Science handbook')).toContainText(todayIn('Asia/Kolkata'));

    // Read-only: View, no Download; a zip: Download, no View; a protected video: Play only.
    const notes = fileCard(page, 'Photosynthesis notes (read-only)');
    await expect(notes.getByRole('button', { name: en('file.view') })).toBeVisible();
    await expect(notes.getByRole('button', { name: en('file.download') })).toHaveCount(0);
    const zip = fileCard(page, 'Practice worksheets (zip)');
    await expect(zip.getByRole('button', { name: en('file.download') })).toBeVisible();
    await expect(zip.getByRole('button', { name: en('file.view') })).toHaveCount(0);
    const protectedVideo = fileCard(page, 'Protected lesson: how plants make food');
    await expect(protectedVideo.getByRole('button', { name: en('file.play') })).toBeVisible();
    await expect(protectedVideo.getByRole('button', { name: en('file.download') })).toHaveCount(0);
  });

  test('card view: nested topics open three levels deep with their counts', async ({ page }) => {
    await openStudyMaterial(page);
    await openScience(page);
    await page.getByRole('button', { name: en('mode.card') }).click();
    await expect(fileCard(page, 'Science handbook')).toBeVisible();
    const plants = topicToggle(page, 'Plants');
    await expect(plants).toHaveAttribute('aria-expanded', 'false');
    await expect(plants).toContainText('2 topics · 7 files');
    await expect(topicToggle(page, 'Human body')).toContainText('0 topics · 2 files');
    await expect(fileCard(page, 'Parts of a plant (diagram)')).toHaveCount(0);
    await plants.click();
    await expect(plants).toHaveAttribute('aria-expanded', 'true');
    await expect(fileCard(page, 'Parts of a plant (diagram)')).toBeVisible();
    const photosynthesis = topicToggle(page, 'Photosynthesis');
    await expect(photosynthesis).toContainText('1 topic · 6 files');
    await photosynthesis.click();
    await expect(fileCard(page, 'Protected lesson: how plants make food')).toBeVisible();
    const light = topicToggle(page, 'Light reactions');
    await expect(light).toContainText('0 topics · 3 files');
    await light.click();
    await expect(fileCard(page, 'Light reactions explained')).toBeVisible();
    // Closing the top level hides everything below it.
    await plants.click();
    await expect(fileCard(page, 'Light reactions explained')).toHaveCount(0);
  });

  test('View of a PDF draws its first page in the media viewer; Download saves the file', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openStudyMaterial(page);
    await openScience(page);
    const download = page.waitForEvent('download');
    await fileCard(page, 'Science handbook')
      .getByRole('button', { name: en('file.download') })
      .click();
    expect((await download).suggestedFilename()).toBe('science-handbook.pdf');

    await fileCard(page, 'Science handbook')
      .getByRole('button', { name: en('file.view') })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Science handbook' });
    await expect(dialog).toBeVisible();
    const canvas = dialog.locator('canvas').first();
    await expect(canvas).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(
        () =>
          canvas.evaluate((element: HTMLCanvasElement) => {
            const context = element.getContext('2d');
            if (!context || element.width === 0 || element.height === 0) return 0;
            const { data } = context.getImageData(0, 0, element.width, element.height);
            let ink = 0;
            for (let i = 0; i < data.length; i += 4) {
              if (data[i + 3]! > 0 && (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200)) ink++;
            }
            return ink;
          }),
        { timeout: 60_000, message: 'the first page has text drawn on it' },
      )
      .toBeGreaterThan(500);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test(
  'Play: a protected video streams in the viewer, YouTube plays privacy-enhanced',
  { tag: '@walk' },
  async ({ page }) => {
    test.setTimeout(120_000);
    // YouTube's own page is not the portal's to test: answered here, without the network.
    await page
      .context()
      .route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
      );
    await openStudyMaterial(page);
    await openScience(page);
    const lesson = 'Protected lesson: how plants make food';
    const play = fileCard(page, lesson).getByRole('button', { name: en('file.play') });
    await play.click();
    const dialog = page.getByRole('dialog', { name: lesson });
    const video = dialog.locator('video');
    await expect(video).toBeVisible({ timeout: 30_000 });
    // The signed stream answers: the browser reads the video's length.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();

    await fileCard(page, 'Light reactions explained')
      .getByRole('button', { name: en('file.play') })
      .click();
    const youtube = page.getByRole('dialog', { name: 'Light reactions explained' });
    await expect(youtube.locator('iframe')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/,
    );
  },
);

test('Aarav’s Purchased Product tab: the olympiad course he bought, its topics and files', async ({
  page,
}) => {
  await openStudyMaterial(page);
  await page.getByRole('tab', { name: en('tabs.PurchasedProduct') }).click();
  await courseSelect(page).selectOption({ label: 'Science Olympiad Prep – Course' });
  const subjects = page.getByRole('list', { name: en('subjects') }).getByRole('button');
  await expect(subjects).toHaveCount(1);
  await expect(subjects.first()).toContainText('Olympiad Science');
  await expect(subjects.first()).toContainText('1 topic · 4 files');
  await subjects.first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Olympiad Science' })).toBeVisible();
  await expect(page.locator('li.sm-file')).toHaveCount(4);
  await expect(fileCard(page, 'Olympiad guide').getByRole('button', { name: en('file.view') })).toBeVisible();
  await expect(fileCard(page, 'Protected lesson: forces and motion')).toBeVisible();
  await expect(fileCard(page, 'Forces in everyday life')).toBeVisible();
  // Read-only: View, no Download.
  const paper = fileCard(page, 'Olympiad practice paper');
  await expect(paper.getByRole('button', { name: en('file.view') })).toBeVisible();
  await expect(paper.getByRole('button', { name: en('file.download') })).toHaveCount(0);
});

test('Sam (open user) has no Study Library, and only the e-courses of his own products', async ({ page }) => {
  await openStudyMaterial(page, SAM, 'apex.localhost');
  await expect(page.getByRole('tab', { name: en('tabs.StudyLibrary') })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: en('tabs.PurchasedProduct') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(courseSelect(page).locator('option')).toHaveText([
    en('filter.chooseCourse'),
    'JEE Crash Course – Library',
    'NEET Mock Test Series',
  ]);
  await courseSelect(page).selectOption({ label: 'JEE Crash Course – Library' });
  await subjectCard(page, 'Physics').click();
  await expect(fileCard(page, 'Protected lesson: projectile motion')).toBeVisible();
});

test('a parent has no Study Materials menu, and /studymaterial offers nothing', async ({ page }) => {
  await signInAs(page, '9000000002', 'localhost', 'en', { child: /Aarav/ });
  await expect(mainMenu(page)).toBeVisible();
  await expect.poll(() => menuLabels(page)).not.toContain(translation('en', 'shell', 'menu.studyMaterials'));
  await page.goto(site() + '/studymaterial');
  await expect(page.getByText(en('empty.notAvailable'))).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(courseSelect(page)).toHaveCount(0);
});

test('Jonas reads the German library on lernwerk.localhost', async ({ page }) => {
  await openStudyMaterial(page, JONAS, 'lernwerk.localhost', 'de');
  await expect(page.getByRole('tab', { name: de('tabs.StudyLibrary') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(de('hint'))).toBeVisible();
  await courseSelect(page, 'de').selectOption({ label: 'Mathematik-Bibliothek' });
  await page
    .getByRole('list', { name: de('subjects') })
    .getByRole('button', { name: /^Analysis/ })
    .click();
  await expect(page.getByRole('button', { name: de('mode.title') })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel(de('subject.topic')).locator('option:checked')).toHaveText(
    de('subject.selectTopic'),
  );
  const guide = fileCard(page, 'Leitfaden Analysis');
  await expect(guide.getByText(de('file.new'), { exact: true })).toBeVisible();
  await expect(guide.getByRole('button', { name: de('file.view') })).toBeVisible();
  await expect(guide).toContainText(de('types.EBook'));
});

test('accessibility: the library of subjects and the open card view pass in every theme', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openStudyMaterial(page);
  await courseSelect(page).selectOption({ label: 'Class 8 Library' });
  await expect(subjectCard(page, 'English')).toBeVisible();
  expect(await a11yPass(page), 'subjects').toEqual([]);
  await subjectCard(page, 'Science').click();
  await page.getByRole('button', { name: en('mode.card') }).click();
  await topicToggle(page, 'Plants').click();
  await topicToggle(page, 'Photosynthesis').click();
  await expect(fileCard(page, 'Protected lesson: how plants make food')).toBeVisible();
  expect(await a11yPass(page), 'card view').toEqual([]);
});
