import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from './fixtures';
import { a11yPass, mainMenu, menuLabels, signInAs, site, translation } from './support';

/*
 * Documents (/document) against the real server and its demo documents: Aarav (Class 8 - A) has
 * four subjects and every type; Class 8 - B's answer key is not his. Sam (Apex, open user) has
 * them by e-course; Léa in French; parents have none.
 */

const en = (key: string) => translation('en', 'documents', key);
const AARAV = 'aarav@greenfield.test';
/** The media viewer draws the first PDF page with pdf.js: a slow start on a busy machine. */
const FIRST_PAGE_MS = 60_000;
const sample = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../server/assets/demo-files/${name}`, import.meta.url)));

async function openDocuments(page: Page, login = AARAV, host = 'localhost', lang = 'en') {
  // The videos' own sites are never reached in these tests.
  await page.route(/youtube|vimeo|ytimg/, (route) => route.abort());
  await signInAs(page, login, host, lang);
  // The menu's own name is translated too: the English one is clicked, the others go by address.
  if (lang === 'en')
    await mainMenu(page)
      .getByRole('link', { name: translation(lang, 'shell', 'menu.documents') })
      .click();
  else await page.goto(site(host) + '/document');
  await expect(page).toHaveURL(/\/document$/);
  await expect(
    page.getByRole('heading', { level: 1, name: translation(lang, 'documents', 'title') }),
  ).toBeVisible();
}

const subjectSelect = (page: Page) => page.getByLabel(en('filter.subject'));
const typeSelect = (page: Page) => page.getByLabel(en('filter.type'));
const group = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\d`) });
const card = (page: Page, title: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

async function chooseSubject(page: Page, subject: string) {
  await subjectSelect(page).selectOption({ label: subject });
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
}

test.describe('documents (Aarav, Greenfield school)', () => {
  test(
    'subject filter, documents grouped by type, type filter and reset',
    { tag: '@walk' },
    async ({ page }) => {
      await openDocuments(page);
      // The first subject (by name) opens: English.
      await expect(subjectSelect(page).locator('option:checked')).toHaveText('English');
      await expect(card(page, 'Reading list')).toBeVisible();

      await chooseSubject(page, 'Mathematics');
      await expect(card(page, 'Algebra practice guide')).toBeVisible();
      // School wording: Homework, not Assignment.
      for (const type of ['Homework', 'E-Book', 'Exam', 'Other'])
        await expect(group(page, type)).toBeVisible();
      await expect(group(page, 'E-Book').getByRole('listitem')).toHaveCount(2);
      await expect(page.getByText('Class 8 B: answer key')).toHaveCount(0);

      const guide = card(page, 'Algebra practice guide');
      await expect(guide).toContainText(/Size\s*\d+\.\d\d MB/);
      await expect(guide).toContainText(/Shared on\s*\d{2}-\d{2}-\d{4}/);
      await expect(guide).toContainText(/Subject\s*Mathematics/);
      await expect(guide).toContainText(/Type\s*E-Book/);
      await expect(guide.getByRole('button', { name: en('actions.download') })).toBeVisible();
      await expect(guide.getByRole('button', { name: en('actions.view') })).toHaveCount(0);

      // Read-only: View, no Download. The zip: Download, no View.
      const reference = card(page, 'Geometry reference (read-only)');
      await expect(reference.getByRole('button', { name: en('actions.view') })).toBeVisible();
      await expect(reference.getByRole('button', { name: en('actions.download') })).toHaveCount(0);
      const zip = card(page, 'Worksheet pack (zip)');
      await expect(zip.getByRole('button', { name: en('actions.download') })).toBeVisible();
      await expect(zip.getByRole('button', { name: en('actions.view') })).toHaveCount(0);

      await typeSelect(page).selectOption({ label: 'E-Book' });
      await expect(group(page, 'E-Book')).toBeVisible();
      await expect(group(page, 'Homework')).toHaveCount(0);
      await expect(group(page, 'Other')).toHaveCount(0);

      await page.getByRole('button', { name: en('filter.reset') }).click();
      await expect(typeSelect(page)).toHaveValue('all');
      await expect(subjectSelect(page).locator('option:checked')).toHaveText('English');
      await expect(card(page, 'Reading list')).toBeVisible();

      // Long names are cut at 15 characters in the filter, whole in its title.
      await expect(subjectSelect(page).locator('option', { hasText: 'Social Studies' })).toHaveAttribute(
        'title',
        'Social Studies',
      );
      await chooseSubject(page, 'Social Studies');
      const pbix = card(page, 'Sales dashboard (Power BI)');
      await expect(pbix.getByRole('button', { name: en('actions.download') })).toBeVisible();
      await expect(pbix.getByRole('button', { name: en('actions.view') })).toHaveCount(0);
    },
  );

  test('Download saves the file under its name with its bytes', { tag: '@walk' }, async ({ page }) => {
    await openDocuments(page);
    await chooseSubject(page, 'Mathematics');
    const saved = page.waitForEvent('download');
    await card(page, 'Algebra practice guide')
      .getByRole('button', { name: en('actions.download') })
      .click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe('algebra-practice-guide.pdf');
    const file = await download.path();
    expect(readFileSync(file).equals(sample('guide-en.pdf'))).toBe(true);
  });

  test("a read-only PDF's View opens the viewer and draws page 1", async ({ page }) => {
    test.setTimeout(120_000);
    await openDocuments(page);
    await chooseSubject(page, 'Mathematics');
    const view = card(page, 'Geometry reference (read-only)').getByRole('button', {
      name: en('actions.view'),
    });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Geometry reference (read-only)' });
    await expect(dialog).toBeVisible();
    const canvas = dialog.getByRole('img', { name: /^Page 1 of \d+$/ });
    await expect(canvas).toHaveAttribute('data-rendered', /\d+/, { timeout: FIRST_PAGE_MS });
    const ink = await canvas.evaluate((element: HTMLCanvasElement) => {
      const context = element.getContext('2d');
      if (!context || element.width === 0) return 0;
      const { data } = context.getImageData(0, 0, element.width, element.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && data[i]! < 200) count++;
      return count;
    });
    expect(ink, 'the first page has something drawn on it').toBeGreaterThan(500);
    expect(await a11yPass(page), 'PDF viewer').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(view).toBeFocused();
  });

  test('a read-only image opens in the viewer', async ({ page }) => {
    await openDocuments(page);
    await chooseSubject(page, 'Science');
    await card(page, 'Plant cell diagram')
      .getByRole('button', { name: en('actions.view') })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Plant cell diagram' });
    await expect(dialog.getByRole('img', { name: 'Plant cell diagram' })).toBeVisible();
  });

  test('YouTube Play opens a privacy-enhanced embed; Vimeo offers its download links', async ({ page }) => {
    await openDocuments(page);
    await chooseSubject(page, 'Science');
    await card(page, 'Big Buck Bunny (YouTube sample)')
      .getByRole('button', { name: en('actions.play') })
      .click();
    const player = page.getByRole('dialog', { name: 'Big Buck Bunny (YouTube sample)' });
    await expect(player.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/,
    );
    await page.keyboard.press('Escape');
    await expect(player).toHaveCount(0);

    const vimeo = card(page, 'Big Buck Bunny on Vimeo');
    await expect(vimeo.getByRole('button', { name: en('actions.play') })).toBeVisible();
    await vimeo.getByRole('button', { name: en('actions.download') }).click();
    const links = page.getByRole('dialog', { name: 'Download links: Big Buck Bunny on Vimeo' });
    await expect(links.getByRole('table')).toBeVisible();
    const first = links.getByRole('link').first();
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveText(/^Download \d+ × \d+$/);
    // Opening a link counts the download on the server (it streams nothing itself).
    const counted = page.waitForRequest(
      (r) => r.url().endsWith('/api/v1/instFileSystem/fileDownloadCount') && r.method() === 'POST',
    );
    const popup = page.waitForEvent('popup');
    await first.click();
    expect((await counted).postDataJSON()).toMatchObject({
      institute_id: 1,
      document_id: expect.any(Number),
    });
    await (await popup).close();
    await links.getByRole('button', { name: 'Close' }).click();

    await card(page, 'Vimeo sample without download links')
      .getByRole('button', { name: en('actions.download') })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Download links: Vimeo sample without download links' }),
    ).toContainText('No Download Link Found');
  });
});

test('a failed download shows the server message as a toast and keeps the user signed in', async ({
  page,
}) => {
  await openDocuments(page);
  await chooseSubject(page, 'Mathematics');
  const message = 'The file store is briefly unavailable.';
  await page.route('**/api/v1/instFileSystem/downloadFile/**', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message, result: null } }),
  );
  await card(page, 'Algebra practice guide')
    .getByRole('button', { name: en('actions.download') })
    .click();
  await expect(page.getByRole('listitem').filter({ hasText: message }).last()).toBeVisible();
  await expect(page).toHaveURL(/\/document$/);
});

test('a student with nothing shared sees the no-documents placeholder', async ({ page }) => {
  // Zara (Class 12, no section) has no documents.
  await openDocuments(page, '9000000009');
  await expect(page.getByText(en('empty.title'))).toBeVisible();
  await expect(page.getByText(en('empty.nothingShared'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
});

test('Sam (open user) has documents by course at Apex', async ({ page }) => {
  await openDocuments(page, 'learner@apex.test', 'apex.localhost');
  const course = page.getByLabel(en('filter.course'));
  await expect(course.locator('option:checked')).toHaveText('JEE Crash Cours...');
  await expect(course.locator('option')).toHaveCount(1);
  const sheet = card(page, 'JEE formula sheet');
  await expect(sheet).toContainText(/Course\s*JEE Crash Course 2027 – Documents/);
  await expect(group(page, 'Exam')).toBeVisible();
  await expect(page.getByText('Physics Foundation notes')).toHaveCount(0);
});

test('Léa sees her documents in French', async ({ page }) => {
  const fr = (key: string) => translation('fr', 'documents', key);
  await openDocuments(page, 'lea@lumiere.test', 'lumiere.localhost', 'fr');
  await expect(page.getByLabel(fr('filter.subject')).locator('option:checked')).toHaveText('Français');
  const guide = card(page, "Guide de l'élève");
  await expect(guide).toContainText(/Taille\s*\d+\.\d\d Mo/);
  await expect(guide.getByRole('button', { name: fr('actions.download') })).toBeVisible();
  await expect(
    card(page, 'Fiche de lecture (lecture seule)').getByRole('button', { name: fr('actions.view') }),
  ).toBeVisible();
});

test('Ananya sees hers in Hindi and saves one under its Hindi name', async ({ page }) => {
  const hi = (key: string) => translation('hi', 'documents', key);
  await openDocuments(page, '9000000011', 'vidya.localhost', 'hi');
  await expect(page.getByLabel(hi('filter.subject')).locator('option:checked')).toHaveText('विज्ञान');
  const saved = page.waitForEvent('download');
  await card(page, 'छात्र मार्गदर्शिका')
    .getByRole('button', { name: hi('actions.download') })
    .click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('छात्र-मार्गदर्शिका.pdf');
  expect(readFileSync(await download.path()).equals(sample('guide-hi.pdf'))).toBe(true);
  await expect(
    card(page, 'अभ्यास पुस्तिका (केवल पढ़ने के लिए)').getByRole('button', { name: hi('actions.view') }),
  ).toBeVisible();
});

test('a parent has no Documents menu item, and /document shows no documents', async ({ page }) => {
  await signInAs(page, '9000000002', 'localhost', 'en', { child: /Aarav/ });
  await expect.poll(() => menuLabels(page)).not.toContain('Documents');
  await expect.poll(() => menuLabels(page)).toContain('Time Table');
  await page.goto(site() + '/document');
  await expect(page.getByText(en('notAvailable'))).toBeVisible();
  await expect(page.getByText('Algebra practice guide')).toHaveCount(0);
});

test('accessibility: the Science documents and the Vimeo links pop-up pass in every theme', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openDocuments(page);
  await chooseSubject(page, 'Science');
  await expect(card(page, 'Big Buck Bunny on Vimeo')).toBeVisible();
  expect(await a11yPass(page), 'list').toEqual([]);
  await card(page, 'Big Buck Bunny on Vimeo')
    .getByRole('button', { name: en('actions.download') })
    .click();
  await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
  expect(await a11yPass(page), 'links').toEqual([]);
});
