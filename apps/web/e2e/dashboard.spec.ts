import { expect, test, type Page } from './fixtures';
import { a11yPass, PASSWORD, signInAs, site } from './support';

/*
 * The home screen (/dashboard, /announcement) against the real server and its
 * demo data (announcements seeded relative to the server's start, in each
 * institute's language and zone). Nothing here writes to the database.
 */

const ANNOUNCEMENTS = '/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/';
const BANNERS = '/api/v1/banner-prom/for_student/';
const PROMO_FLAG = 'already_logged_in';

// The other screens' tests start as a browser that has seen the promo (playwright.config.ts);
// these start from an empty one, and say themselves when the promo was seen.
test.use({ storageState: { cookies: [], origins: [] } });

/** Marks the promo as already seen in this browser, before any page script runs. */
const skipPromo = (page: Page) => page.addInitScript((key) => localStorage.setItem(key, 'true'), PROMO_FLAG);

const promo = (page: Page) => page.getByRole('dialog', { name: "Don't miss this" });
const slider = (page: Page) => page.getByRole('region', { name: 'Banners' });
const cards = (page: Page) => page.locator('.home-notice');
const cardTitles = (page: Page) => page.locator('.home-notice__title');
/** The slide screen readers and pointers can reach (the others are inert). */
const currentSlide = (page: Page) => slider(page).locator('.home-slider__slide:not([inert])');

/** DD-MM-YYYY, `days` before today in a zone (the test's own reading of the clock). */
const daysAgo = (days: number, timeZone: string) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10).split('-').reverse().join('-');
};

const AARAV_SEES = [
  'Annual Sports Day on Saturday',
  'Science project groups and guidelines',
  'Parent-teacher meeting',
  'Class 8 field trip to the planetarium',
  'Mathematics unit test on Friday',
  'Winter uniform from 1 December',
  'Safety drill: read the instructions',
];

test.describe('home', () => {
  test(
    'Aarav: greeting, a ticking clock, and the latest 3 on the Notice Board',
    { tag: '@walk' },
    async ({ page }) => {
      await skipPromo(page);
      await signInAs(page, 'aarav@greenfield.test');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Hello, Aarav Sharma!' })).toBeVisible();

      // The clock ticks: two readings differ, and so does the second hand.
      const time = page.getByTestId('clock-time');
      await expect(time).toHaveText(/^\d{2}:\d{2}:\d{2}\s?[AP]M$/i);
      const first = await time.textContent();
      const hand = await page.getByTestId('clock-second-hand').getAttribute('transform');
      await expect(time).not.toHaveText(first!);
      await expect(page.getByTestId('clock-second-hand')).not.toHaveAttribute('transform', hand!);
      // In the institute's zone (Kolkata): the <time> names today's date there.
      await expect(page.locator('.home-clock__date time')).toHaveAttribute(
        'datetime',
        daysAgo(0, 'Asia/Kolkata').split('-').reverse().join('-'),
      );

      await expect(page.getByRole('heading', { level: 2, name: 'Notice Board' })).toBeVisible();
      await expect(cardTitles(page)).toHaveText(AARAV_SEES.slice(0, 3));
      await expect(page.getByRole('link', { name: 'View all notices' })).toHaveAttribute(
        'href',
        '/announcement',
      );
    },
  );

  test('the clock does not re-render the rest of the screen every second', async ({ page }) => {
    await skipPromo(page);
    await signInAs(page, 'aarav@greenfield.test');
    await expect(cardTitles(page)).toHaveCount(3);
    // Count DOM changes outside the clock over two ticks.
    const outside = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let changes = 0;
          const clock = document.querySelector('.home-clock')!;
          const observer = new MutationObserver((records) => {
            changes += records.filter((r) => !clock.contains(r.target)).length;
          });
          observer.observe(document.querySelector('.home')!, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
            attributeFilter: ['class', 'aria-label', 'href', 'src'],
          });
          setTimeout(() => {
            observer.disconnect();
            resolve(changes);
          }, 2200);
        }),
    );
    expect(outside).toBe(0);
  });

  test('a parent login greets the parent', async ({ page }) => {
    await skipPromo(page);
    await signInAs(page, '9000000002', 'localhost', 'en', { child: /Aarav Sharma/ });
    await expect(page.getByRole('heading', { level: 2, name: 'Hello, Meera Sharma!' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(AARAV_SEES.slice(0, 3));
  });
});

test.describe('banners and promo', () => {
  test('the promo opens on the first login in this browser only, and its flag outlives logout', async ({
    page,
  }) => {
    await signInAs(page, 'aarav@greenfield.test');
    await expect(promo(page)).toBeVisible();
    await expect(promo(page).getByRole('img', { name: /Winter Science Camp/ })).toBeVisible();
    await promo(page).getByRole('button', { name: 'Got it' }).click();
    await expect(promo(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), PROMO_FLAG)).toBe('true');

    await page.reload();
    await expect(slider(page)).toBeVisible();
    await expect(promo(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(site() + '/');
    expect(await page.evaluate((key) => localStorage.getItem(key), PROMO_FLAG)).toBe('true');

    await signInAs(page, 'aarav@greenfield.test');
    await expect(slider(page)).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(3);
    await expect(promo(page)).toHaveCount(0);
  });

  test('a banner tap goes to its screen; the outside banner opens its link in a new tab', async ({
    page,
  }) => {
    await skipPromo(page);
    await signInAs(page, 'aarav@greenfield.test');
    await expect(slider(page)).toHaveAttribute('aria-roledescription', 'carousel');
    // Hold the slider still while the test reads it.
    await slider(page).getByRole('button', { name: 'Stop automatic slide show' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await currentSlide(page)
      .getByRole('link', { name: /Your week at a glance/ })
      .click();
    await expect(page).toHaveURL(/\/timetable$/);
    // The new screen has replaced Home (its chunk loaded), so going back mounts Home afresh.
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toHaveCount(0);

    await page.goBack();
    await slider(page).getByRole('button', { name: 'Stop automatic slide show' }).click();
    await slider(page).getByRole('button', { name: 'Next banner' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 3');
    await currentSlide(page)
      .getByRole('link', { name: /Term 1 results/ })
      .click();
    await expect(page).toHaveURL(/\/report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toHaveCount(0);

    await page.goBack();
    await slider(page).getByRole('button', { name: 'Stop automatic slide show' }).click();
    await slider(page).getByRole('button', { name: 'Show banner 3 of 3' }).click();
    const outside = currentSlide(page).getByRole('link', { name: /Admissions open/ });
    await expect(outside).toHaveAttribute('href', 'https://greenfield.example/admissions');
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('keyboard, swipe, 500 ms slides and the automatic turn', async ({ page }) => {
    await skipPromo(page);
    await signInAs(page, 'aarav@greenfield.test');
    await expect(slider(page).locator('.home-slider__track')).toHaveCSS('transition-duration', '0.5s');

    // The automatic turn moves on by itself (every 5 s) while the pointer is elsewhere.
    await page.mouse.move(0, 0);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', /^[23] of 3$/);

    // It pauses while hovered or focused (the track is then a polite live region, else silent).
    const track = slider(page).locator('.home-slider__track');
    await expect(track).toHaveAttribute('aria-live', 'off');
    await slider(page).locator('.home-slider__viewport').hover();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await page.mouse.move(0, 0);
    await expect(track).toHaveAttribute('aria-live', 'off');
    await slider(page).getByRole('button', { name: 'Next banner' }).focus();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await slider(page).getByRole('button', { name: 'Next banner' }).blur();
    await expect(track).toHaveAttribute('aria-live', 'off');

    await slider(page).getByRole('button', { name: 'Stop automatic slide show' }).click();
    await expect(slider(page).getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(track).toHaveAttribute('aria-live', 'polite');
    // Dots choose a banner; arrow keys move while the slider has the focus, wrapping around.
    await slider(page).getByRole('button', { name: 'Show banner 1 of 3' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    await expect(slider(page).getByRole('button', { name: 'Show banner 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // A swipe to the left shows the next banner and does not follow the banner's link.
    const box = (await slider(page).locator('.home-slider__viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('no automatic turn for users who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await skipPromo(page);
    await signInAs(page, 'aarav@greenfield.test');
    await expect(slider(page)).toBeVisible();
    await expect(slider(page).getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await expect(slider(page).locator('.home-slider__track')).toHaveCSS('transition-duration', '0s');
    await slider(page).getByRole('button', { name: 'Next banner' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 3');
  });

  test('institutes without marketing and banner: no slider, no promo', async ({ page }) => {
    await signInAs(page, 'riya@apex.test', 'apex.localhost');
    await expect(page.getByRole('heading', { level: 2, name: 'Announcements' })).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(3);
    await expect(slider(page)).toHaveCount(0);
    await expect(promo(page)).toHaveCount(0);
    // Nothing to show: the first-login flag is stored at once.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PROMO_FLAG)).toBe('true');
  });
});

test.describe('all announcements and search', () => {
  test('View all lists every one with its details, and the search finds title, text, author, date and time', async ({
    page,
  }) => {
    await skipPromo(page);
    await signInAs(page, 'aarav@greenfield.test');
    await page.getByRole('link', { name: 'View all notices' }).click();
    await expect(page).toHaveURL(/\/announcement$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notice Board' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hello, Aarav Sharma!' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(AARAV_SEES);
    // Not for Aarav's section: another section's notices never arrive.
    await expect(page.getByText('Library period moved to Thursday')).toHaveCount(0);

    const card = (title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title }) });
    const sports = card('Annual Sports Day on Saturday');
    await expect(sports).toContainText('Posted by Mr. Suresh Kumar');
    await expect(sports.locator('time')).toHaveText(`${daysAgo(1, 'Asia/Kolkata')} 09:30 AM`);
    await expect(sports).toContainText('Sections: Everyone');
    await expect(sports.locator('strong', { hasText: 'Annual Sports Day' })).toBeVisible();
    await expect(sports.locator('li')).toHaveCount(3);
    const website = sports.getByRole('link', { name: 'the school website' });
    await expect(website).toHaveAttribute('href', 'https://greenfield.example/sports-day');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    const science = card('Science project groups and guidelines');
    await expect(science).toContainText('Sections: Class 8 - A');
    const file = science.getByRole('link', { name: /Science project guidelines\.pdf/ });
    await expect(file).toHaveAttribute(
      'href',
      '/files/institutes/greenfield/dashboard/science-project-guidelines.pdf',
    );
    const download = page.waitForEvent('download');
    await file.click();
    expect((await download).suggestedFilename()).toBe('Science project guidelines.pdf');

    const ptm = card('Parent-teacher meeting');
    await expect(ptm.getByRole('img', { name: 'Picture: Parent-teacher meeting' })).toBeVisible();
    await expect(card('Class 8 field trip to the planetarium')).toContainText(
      'Sections: Class 8 - A, Class 8 - B',
    );

    const search = page.getByRole('searchbox', { name: 'Search notices' });
    const cases: Array<[string, string[]]> = [
      ['KAVITA', ['Mathematics unit test on Friday']],
      ['planetarium', ['Class 8 field trip to the planetarium']],
      ['house t-shirt', ['Annual Sports Day on Saturday']],
      [daysAgo(5, 'Asia/Kolkata'), ['Parent-teacher meeting']],
      ['02:10 pm', ['Science project groups and guidelines']],
      ['principal', ['Parent-teacher meeting', 'Winter uniform from 1 December']],
    ];
    for (const [text, titles] of cases) {
      await search.fill(text);
      await expect(cardTitles(page)).toHaveText(titles);
      await expect(page.getByRole('status').filter({ hasText: /found/ })).toHaveText(
        `${titles.length} ${titles.length === 1 ? 'notice' : 'notices'} found`,
      );
    }
    await search.fill('strong');
    await expect(page.getByText('No notices match your search.')).toBeVisible();
    await search.fill('');
    await expect(cardTitles(page)).toHaveCount(AARAV_SEES.length);
  });

  test('a notice with hostile HTML shows its text and runs nothing', { tag: '@walk' }, async ({ page }) => {
    // Any script the notice manages to run sets this; a dialog would be a second sign.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await skipPromo(page);
    await signInAs(page, 'aarav@greenfield.test', 'localhost', 'en', { at: '/announcement' });
    const notice = cards(page).filter({
      has: page.getByRole('heading', { name: 'Safety drill: read the instructions' }),
    });
    await expect(notice).toContainText('Assemble on the football ground when the bell rings three times.');
    await expect(notice).toContainText('Walk, do not run.');
    await expect(notice).toContainText('Evacuation map');
    // What could run is gone from the page: no script, frame, handler or javascript: address.
    expect(
      await notice.evaluate((el) => ({
        scripts: el.querySelectorAll('script, iframe, svg, animate').length,
        handlers: [...el.querySelectorAll('*')].flatMap((node) =>
          [...node.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
        ),
        javascript: [...el.querySelectorAll('[href], [src]')].filter((node) =>
          /^\s*javascript:/i.test(node.getAttribute('href') ?? node.getAttribute('src') ?? ''),
        ).length,
      })),
    ).toEqual({ scripts: 0, handlers: [], javascript: 0 });
    await notice.getByText('Walk, do not run.').click();
    await notice.getByText('Evacuation map').click();
    await expect(page).toHaveURL(/\/announcement$/);
    // Give an image error or an animation every chance to fire: wait until the page is idle.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(
      await page.evaluate(() => (window as unknown as { __hostile?: string }).__hostile),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('an open user (99) asks without a student id and reads what is for everyone', async ({ page }) => {
    const call = page.waitForRequest((request) => request.url().includes(ANNOUNCEMENTS));
    await signInAs(page, 'learner@apex.test', 'apex.localhost');
    expect(new URL((await call).url()).search).toBe('?is_active=true');
    await page.goto(site('apex.localhost') + '/announcement');
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText([
      'Mock test series opens this week',
      'Doubt-clearing sessions every Sunday',
    ]);
    await expect(cards(page).first()).toContainText('Batches: Everyone');
  });
});

test.describe('server HTML and failures', () => {
  const stubAnnouncements = (page: Page, status: number, body: unknown) =>
    page.route(`**${ANNOUNCEMENTS}**`, (route) => route.fulfill({ status, json: body }));

  test('the description is sanitised: no scripts, handlers or script links', async ({ page }) => {
    await skipPromo(page);
    await stubAnnouncements(page, 200, {
      statusCode: 200,
      message: 'Success',
      result: [
        {
          announcement_id: 1,
          ancmnt_title: 'Tricky notice',
          description:
            '<h1>Big title</h1><p style="color:red" onclick="window.__pwned=1">Safe text</p>' +
            '<img src="x" onerror="window.__pwned=2"><script>window.__pwned=3</script>' +
            '<a href="javascript:window.__pwned=4">bad link</a><iframe src="https://example.com"></iframe>',
          updated_by: 'Someone',
          updated_date: '01-11-2026 10:00 AM',
          announced_date: '01-11-2026',
          announced_time: '10:00 AM',
          batch_sec_names: '',
          announcement_img_url: null,
          file_name: null,
          file_url: null,
        },
      ],
    });
    await signInAs(page, 'aarav@greenfield.test');
    const body = page.locator('.home-notice__body');
    await expect(body).toContainText('Safe text');
    await expect(body).toContainText('Big title');
    await expect(body.locator('h1, img, script, iframe, [style], [onclick]')).toHaveCount(0);
    await expect(body.locator('a')).not.toHaveAttribute('href');
    await body.getByText('Safe text').click();
    await body.getByText('bad link').click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('.home-notice').first()).toContainText('Sections: Everyone');
  });

  test('a 400 logs out with the server message', async ({ page }) => {
    await skipPromo(page);
    await stubAnnouncements(page, 400, {
      statusCode: 400,
      message: 'Invalid request for announcements.',
      result: null,
    });
    await signInUntilAnswered(page);
    await expect(page).toHaveURL(site() + '/');
    await expect(page.getByText('Invalid request for announcements.')).toBeVisible();
  });

  test('other failures are quiet: the empty state, no toast; a failed banner call hides the slider', async ({
    page,
  }) => {
    await skipPromo(page);
    await stubAnnouncements(page, 500, { statusCode: 500, message: 'Database on fire', result: null });
    await page.route(`**${BANNERS}**`, (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, message: 'Banner store down', result: null } }),
    );
    await signInAs(page, 'aarav@greenfield.test');
    await expect(page.getByText('No data available')).toBeVisible();
    await expect(slider(page)).toHaveCount(0);
    await expect(page.getByText('Database on fire')).toHaveCount(0);
    await expect(page.getByText('Banner store down')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

/** Aarav signs in (his dashboard is about to log him out): returns once the announcements call was answered. */
async function signInUntilAnswered(page: Page) {
  const answered = page.waitForResponse((response) => response.url().includes(ANNOUNCEMENTS), {
    timeout: 20_000,
  });
  await page.goto(site() + '/');
  await page.getByLabel('Email or Phone Number').fill('aarav@greenfield.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await answered;
}

// Each institute's home screen in its language, with its own announcements: shell.spec ('language of each institute').

// Home and all announcements are in a11y.spec's walk of Aarav's screens.
test('accessibility: the promo pop-up passes in every theme', async ({ page }) => {
  await signInAs(page, 'aarav@greenfield.test');
  await expect(promo(page)).toBeVisible();
  await expect(promo(page).getByRole('img')).toBeVisible();
  expect(await a11yPass(page)).toEqual([]);
});
