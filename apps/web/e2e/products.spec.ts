import { expect, test, type Page } from './fixtures';
import { a11yPass, mainMenu, signInAs, site, takenOver, translation } from './support';

/*
 * My products (/product, /product/{id}) against the real server and its demo products: Sam (Apex,
 * open user) owns the JEE crash course (INR 14,999, four sample videos), the free NEET series and
 * the expired Foundation Maths 2025; Jonas (Lernwerk) his Abitur course in EUR, in German.
 */

const en = (key: string) => translation('en', 'products', key);
const de = (key: string) => translation('de', 'products', key);
const SAM = 'learner@apex.test';
const APEX = 'apex.localhost';
const DATE = /\d{2}-\d{2}-\d{4}/;

async function openProducts(page: Page, login = SAM, host = APEX, lang = 'en') {
  // The videos' own sites are never reached in these tests.
  await page.route(/youtube|vimeo|ytimg/, (route) => route.abort());
  await signInAs(page, login, host, lang);
  if (lang === 'en')
    await mainMenu(page)
      .getByRole('link', { name: translation(lang, 'shell', 'menu.myProducts') })
      .click();
  else await page.goto(site(host) + '/product');
  await expect(page).toHaveURL(/\/product$/);
  await expect(
    page.getByRole('heading', { level: 1, name: translation(lang, 'products', 'title') }),
  ).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const card = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });
const fact = (page: Page, label: string) =>
  page
    .locator('.product-facts > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test.describe('the list', () => {
  test(
    'Active and Expired tabs with counts; Free and formatted prices; Expired on for the expired one',
    { tag: '@walk' },
    async ({ page }) => {
      await openProducts(page);
      await expect(tab(page, 'Active (2)')).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, 'Expired (1)')).toHaveAttribute('aria-selected', 'false');
      const panel = page.getByRole('tabpanel');
      await expect(card(page, 'NEET Mock Test Series')).toContainText(en('free'));
      await expect(card(page, 'JEE Crash Course 2027')).toContainText(/INR\s14,999/);
      await expect(card(page, 'JEE Crash Course 2027')).toContainText(en('detail.expiresOn'));
      await expect(panel.getByRole('link')).toHaveCount(2);

      await tab(page, 'Expired (1)').click();
      await expect(panel.getByRole('link')).toHaveCount(1);
      const expired = card(page, 'Foundation Maths 2025');
      await expect(expired).toContainText(en('status.expired'));
      await expect(expired).toContainText(new RegExp(`${en('detail.expiredOn')} \\d{2}-\\d{2}-\\d{4}`));
    },
  );

  test('the chosen tab is the address’s: it survives a reload, Back returns from it, and it is back to Active after logout and sign-in', async ({
    page,
  }) => {
    await openProducts(page);
    await tab(page, 'Expired (1)').click();
    await expect(tab(page, 'Expired (1)')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/product\?tab=prod_completed$/);
    await page.reload();
    await expect(tab(page, 'Expired (1)')).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Foundation Maths 2025')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/product$/);
    await expect(tab(page, 'Active (2)')).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(tab(page, 'Expired (1)')).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(site(APEX) + '/');
    await openProducts(page);
    await expect(tab(page, 'Active (2)')).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'JEE Crash Course 2027')).toBeVisible();
  });

  test('a tab the address cannot name is Active, dropped from the address without a step Back returns to', async ({
    page,
  }) => {
    await openProducts(page);
    await page.goto(site(APEX) + '/product?tab=prod_expired');
    await expect(page).toHaveURL(/\/product$/);
    await expect(tab(page, 'Active (2)')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/product$/);
  });

  test('a page drawn by the server on Expired is hydrated as it came, not drawn again', async ({ page }) => {
    await openProducts(page);
    const live = await page.context().newPage();
    const said: string[] = [];
    live.on('console', (message) => {
      if (/hydrat/i.test(message.text())) said.push(message.text());
    });
    await live.addInitScript(() => {
      const seen = window as unknown as { drawnTab?: Element };
      const observer = new MutationObserver(() => {
        const selected = document.querySelector('#root[data-ssr] [role="tab"][aria-selected="true"]');
        if (!selected) return;
        seen.drawnTab = selected;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const response = await live.goto(site(APEX) + '/product?tab=prod_completed');
    expect(await response!.text()).toContain('data-ssr=');
    await takenOver(live);
    await expect(tab(live, 'Expired (1)')).toHaveAttribute('aria-selected', 'true');
    await expect(card(live, 'Foundation Maths 2025')).toBeVisible();
    // The server's selected tab is the very node the portal shows.
    expect(
      await live.evaluate(() => {
        const seen = window as unknown as { drawnTab?: Element };
        return seen.drawnTab !== undefined && seen.drawnTab.isConnected && seen.drawnTab.textContent;
      }),
    ).toBe('Expired (1)');
    expect(said).toEqual([]);
    await live.close();
  });

  test('the tabs follow the arrow keys', async ({ page }) => {
    await openProducts(page);
    await tab(page, 'Active (2)').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Expired (1)')).toBeFocused();
    await expect(tab(page, 'Expired (1)')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('the detail', () => {
  test(
    'a card opens its detail after the delay; facts, plain-text about, included items and back',
    { tag: '@walk' },
    async ({ page }) => {
      await openProducts(page);
      const clicked = Date.now();
      await card(page, 'JEE Crash Course 2027').click();
      await expect(page).toHaveURL(/\/product\/\d+$/);
      expect(Date.now() - clicked).toBeGreaterThanOrEqual(300);
      await expect(page.getByRole('heading', { level: 1, name: 'JEE Crash Course 2027' })).toBeVisible();
      await expect(page.locator('.product-detail__price')).toHaveText(/^INR\s14,999$/);
      await expect(fact(page, en('detail.orderId'))).toHaveText('APX-2026-10482');
      await expect(fact(page, en('detail.category'))).toHaveText('JEE Advanced 2027');
      await expect(fact(page, en('detail.purchasedOn'))).toHaveText(DATE);
      await expect(fact(page, en('detail.expiresOn'))).toHaveText(DATE);
      const about = page.locator('.product-about__text');
      await expect(about).toContainText('An intensive 120-day revision');
      await expect(about).toContainText('Weekly mock tests & analysis');
      await expect(about).not.toContainText('<');

      const included = page.getByRole('region', { name: en('items.title') });
      await expect(included.getByRole('heading', { level: 3 })).toHaveText([
        en('items.kind.liveClass'),
        en('items.kind.studyMaterial'),
        en('items.kind.mockTest'),
        en('items.kind.videoLecture'),
      ]);
      for (const hint of ['liveClass', 'studyMaterial', 'mockTest', 'videoLecture'])
        await expect(included.getByText(en(`items.hint.${hint}`))).toBeVisible();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'JEE Crash Course 2027' })).toBeVisible();
      await page.getByRole('link', { name: en('detail.back') }).click();
      await expect(page).toHaveURL(/\/product$/);
      await expect(tab(page, 'Active (2)')).toBeVisible();
    },
  );

  test('the sample videos: Next and Previous scroll by keyboard, a video plays embedded on request', async ({
    page,
  }) => {
    await openProducts(page);
    await card(page, 'JEE Crash Course 2027').click();
    const videos = page.getByRole('region', { name: en('videos.title') });
    await expect(videos).toBeVisible();
    const track = videos.getByRole('list');
    const scrolled = () => track.evaluate((el) => el.scrollLeft);
    expect(await scrolled()).toBe(0);

    await videos.getByRole('button', { name: en('videos.previous') }).focus();
    await page.keyboard.press('Tab');
    await expect(videos.getByRole('button', { name: en('videos.next') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(scrolled).toBeGreaterThan(0);
    await page.keyboard.press('Shift+Tab');
    await expect(videos.getByRole('button', { name: en('videos.previous') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(scrolled).toBe(0);

    await videos.getByRole('button', { name: 'Play sample video 1 (YouTube)' }).click();
    const frame = videos.locator('iframe[title="Sample video 1 of JEE Crash Course 2027"]');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/);
    await expect(videos.getByRole('button', { name: 'Play sample video 2 (Vimeo)' })).toBeVisible();
  });

  test('an expired product says Expired on; a free one without videos shows none', async ({ page }) => {
    await openProducts(page);
    await tab(page, 'Expired (1)').click();
    await card(page, 'Foundation Maths 2025').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Foundation Maths 2025' })).toBeVisible();
    await expect(fact(page, en('detail.expiredOn'))).toHaveText(DATE);
    await expect(page.getByText(en('detail.expiresOn'), { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: en('detail.back') }).click();
    await expect(tab(page, 'Expired (1)')).toHaveAttribute('aria-selected', 'true');

    await tab(page, 'Active (2)').click();
    await card(page, 'NEET Mock Test Series').click();
    await expect(page.locator('.product-detail__price')).toHaveText(en('free'));
    await expect(page.getByRole('region', { name: en('items.title') }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('region', { name: en('videos.title') })).toHaveCount(0);
  });

  test("someone else's product id shows not found, and the session stays", async ({ page }) => {
    await openProducts(page);
    await page.goto(site(APEX) + '/product/987654');
    await expect(page.getByText(en('detail.notFound.title'))).toBeVisible();
    await expect(page).toHaveURL(/\/product\/987654$/);
    await page.getByRole('link', { name: en('detail.back') }).click();
    await expect(tab(page, 'Active (2)')).toBeVisible();
  });
});

test('Jonas sees his product in German, priced in EUR', async ({ page }) => {
  await openProducts(page, 'jonas@lernwerk.test', 'lernwerk.localhost', 'de');
  await expect(tab(page, `${de('tabs.prod_ongoing')} (1)`)).toHaveAttribute('aria-selected', 'true');
  const abitur = card(page, 'Abiturvorbereitung Mathematik');
  await expect(abitur).toContainText(/249\sEUR/);
  await abitur.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abiturvorbereitung Mathematik' })).toBeVisible();
  await expect(page.locator('.product-about__text')).toContainText('Kleine Gruppen & persönliche Betreuung.');
  await expect(fact(page, de('detail.expiresOn'))).toHaveText(DATE);
  await expect(page.getByRole('region', { name: de('items.title') })).toContainText(
    de('items.hint.mockTest'),
  );
});

// Sam's list is in a11y.spec ('the sign-in page, … products pass in every theme').
test('accessibility: the detail passes in every theme', async ({ page }) => {
  await openProducts(page);
  await card(page, 'JEE Crash Course 2027').click();
  await expect(
    page.getByRole('region', { name: en('items.title') }).getByRole('heading', { level: 3 }),
  ).toHaveCount(4);
  expect(await a11yPass(page), 'detail').toEqual([]);
});
