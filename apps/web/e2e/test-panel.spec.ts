import { expect, test, type BrowserContext, type Page } from './fixtures';
import { a11yPass, axe, expectVisibleFocus, recolour, signInAs, site, tabTo, translation } from './support';

/*
 * Our test panel (issue 9) against the real server and its demo data: Aarav starts the
 * full mock test 9010 from My Exam in a new window, answers one question of each type,
 * reloads, goes offline and back, submits; resumes 9016 where he left it; Jonas (Lernwerk)
 * takes 9302 with the keyboard alone. Each test uses its own demo test, so none depends on
 * another's attempt.
 */

const AARAV = 'aarav@greenfield.test';
const tp = (key: string) => translation('en', 'test-panel', key);
const plural = (key: string, count: number) =>
  tp(`${key}_${count === 1 ? 'one' : 'other'}`).replace('{{count}}', String(count));
const seconds = (clock: string) => clock.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

/** Signs in, opens My Exam's label and presses the card's button; the panel's window and its launch address. */
async function openFromMyExam(
  page: Page,
  context: BrowserContext,
  label: string,
  testName: string,
  action: string,
  who: { login: string; host: string; lang: string } = { login: AARAV, host: 'localhost', lang: 'en' },
) {
  await signInAs(page, who.login, who.host, who.lang, { at: '/exam' });
  await page.getByRole('button', { name: label, exact: true }).click();
  const card = page.getByRole('article', { name: testName });
  const launched = page.waitForResponse((r) => r.url().endsWith('/test-panel/api/launch'));
  const popup = context.waitForEvent('page');
  await card.getByRole('button', { name: translation(who.lang, 'exams', `action.${action}`) }).click();
  const launchUrl = ((await (await launched).json()) as { result: { url: string } }).result.url;
  const panel = await popup;
  await expect(panel).toHaveURL(
    action === 'view' ? /\/test-panel\/view\/\d+$/ : /\/test-panel\/attempt\/\d+$/,
  );
  return { panel, launchUrl, card };
}

const question = (panel: Page) => panel.getByRole('article');
const heading = (panel: Page) => question(panel).getByRole('heading', { level: 2 });
const timer = (panel: Page) => panel.getByRole('timer');
/** The autosave line (the page loader is a status too). */
const status = (panel: Page) => panel.locator('.tp-save');

/** Goes to question n: through the palette, switching sections when it is in another. */
async function goTo(panel: Page, n: number) {
  const palette = panel.getByRole('navigation', { name: /questions$/ });
  const button = palette.getByRole('button', { name: new RegExp(`^Question ${n},`) });
  const tabs = panel.getByRole('tab');
  for (let i = 0; !(await button.isVisible()); i++) {
    if (i >= (await tabs.count())) throw new Error(`no question ${n}`);
    await tabs.nth(i).click();
  }
  await button.click();
  await expect(heading(panel)).toHaveText(`Question ${n}`);
}

/** Walks the paper with Next from question 1 until `wanted` holds (skipping the numbers in `skip`); its number. */
async function findQuestion(
  panel: Page,
  wanted: () => Promise<boolean>,
  skip: number[] = [],
): Promise<number> {
  await goTo(panel, 1);
  for (;;) {
    const n = Number((await heading(panel).innerText()).replace(/\D/g, ''));
    if (!skip.includes(n) && (await wanted())) return n;
    const next = panel.getByRole('button', { name: tp('next'), exact: true });
    if (await next.isDisabled()) throw new Error('no such question');
    await next.click();
    await expect(heading(panel)).toHaveText(`Question ${n + 1}`);
  }
}

/** The first question of a type (1 single, 2 written, 3 multiple, 5 true/false, 6 match, 7 matrix). */
const findType = (panel: Page, type: number, skip: number[] = []) =>
  findQuestion(
    panel,
    () =>
      question(panel)
        .getByText(tp(`type.${type}`), { exact: true })
        .isVisible(),
    skip,
  );

test(
  'Aarav takes the full mock test: every question type, a reload, offline and back, submit',
  { tag: '@walk' },
  async ({ page, context }) => {
    test.setTimeout(240_000);
    const { panel } = await openFromMyExam(page, context, 'Mock Test', 'Class 8 Full Mock Test 1', 'start');

    // Instructions first.
    await expect(panel.getByRole('heading', { level: 1, name: 'Class 8 Full Mock Test 1' })).toBeVisible();
    const fact = (name: string) => panel.locator('.tp-facts div', { hasText: tp(name) }).locator('dd');
    await expect(fact('facts.duration')).toHaveText(plural('facts.minutes', 90));
    const total = Number(await fact('facts.questions').innerText());
    expect(total).toBe(30);
    expect((await axe(panel).analyze()).violations).toEqual([]);
    await panel.getByRole('button', { name: tp('action.start') }).click();
    await expect(heading(panel)).toHaveText('Question 1');
    await expect(panel.getByRole('tab', { name: /Physics/ })).toHaveAttribute('aria-selected', 'true');
    await expect(timer(panel)).toHaveText(/^01:(29|30):\d\d$/);

    // One question of each type.
    const single = await findType(panel, 1);
    await question(panel).getByRole('radio').nth(1).check();
    const truth = await findType(panel, 5);
    await question(panel).getByRole('radio').first().check();
    const multiple = await findType(panel, 3);
    await question(panel).getByRole('checkbox').nth(0).check();
    await question(panel).getByRole('checkbox').nth(2).check();
    const written = await findType(panel, 2);
    await question(panel).getByLabel(tp('yourAnswer')).fill('Friction acts against the motion.');
    // Reloaded at once, before the typing pause: the text was handed to the stored queue as the page went.
    await panel.reload();
    await expect(question(panel).getByLabel(tp('yourAnswer'))).toHaveValue(
      'Friction acts against the motion.',
    );
    const match = await findType(panel, 6);
    await question(panel).getByRole('combobox', { name: 'Match for row A' }).selectOption('q');
    await question(panel).getByRole('combobox', { name: 'Match for row B' }).selectOption('p');
    const matrix = await findType(panel, 7);
    await question(panel).getByRole('checkbox', { name: 'Row A matches p' }).check();
    await question(panel).getByRole('checkbox', { name: 'Row B matches r' }).check();
    await panel.getByRole('button', { name: tp('markForReview') }).click();
    await expect(status(panel)).toHaveText(tp('save.saved'));
    expect((await axe(panel).analyze()).violations).toEqual([]);

    // Math is typeset (KaTeX, with its MathML for screen readers); a long passage opens in its preview.
    // (KaTeX arrives lazily: TeX source still waiting to be typeset counts too.)
    await findQuestion(
      panel,
      async () =>
        (await question(panel).locator('.katex').count()) > 0 ||
        /\\\(|\\\[/.test(await question(panel).innerText()),
    );
    await expect(question(panel).locator('.katex').first()).toBeVisible();
    await expect(question(panel).locator('.katex math').first()).toBeAttached();
    await findQuestion(panel, () =>
      question(panel)
        .getByRole('button', { name: tp('loadMore') })
        .isVisible(),
    );
    await expect(question(panel).getByRole('region', { name: tp('passage') })).toContainText('...');
    await question(panel)
      .getByRole('button', { name: tp('loadMore') })
      .click();
    const preview = panel.getByRole('dialog', { name: tp('passagePreview') });
    await expect(preview).toBeVisible();
    expect((await preview.innerText()).length).toBeGreaterThan(550);
    await preview
      .getByRole('button', { name: tp('close'), exact: true })
      .last()
      .click();
    await expect(preview).toBeHidden();
    // A picture in a question fits the column.
    await findQuestion(
      panel,
      async () => (await question(panel).locator('.tp-question__text img').count()) > 0,
    );
    const picture = question(panel).locator('.tp-question__text img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(picture).toHaveCSS('max-width', '100%');
    await goTo(panel, matrix);

    // A reload keeps every answer, the question on screen and the running clock.
    const before = seconds(await timer(panel).innerText());
    await panel.reload();
    await expect(heading(panel)).toHaveText(`Question ${matrix}`);
    await expect(question(panel).getByRole('checkbox', { name: 'Row A matches p' })).toBeChecked();
    await expect(question(panel).getByRole('checkbox', { name: 'Row B matches r' })).toBeChecked();
    await expect(panel.getByRole('button', { name: tp('markForReview') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const after = seconds(await timer(panel).innerText());
    expect(after).toBeLessThan(before + 1);
    expect(after).toBeGreaterThan(before - 120);
    await expect.poll(async () => seconds(await timer(panel).innerText())).toBeLessThan(after);
    await goTo(panel, single);
    await expect(question(panel).getByRole('radio').nth(1)).toBeChecked();
    await goTo(panel, truth);
    await expect(question(panel).getByRole('radio').first()).toBeChecked();
    await goTo(panel, multiple);
    await expect(question(panel).getByRole('checkbox').nth(0)).toBeChecked();
    await expect(question(panel).getByRole('checkbox').nth(1)).not.toBeChecked();
    await expect(question(panel).getByRole('checkbox').nth(2)).toBeChecked();
    await goTo(panel, written);
    await expect(question(panel).getByLabel(tp('yourAnswer'))).toHaveValue(
      'Friction acts against the motion.',
    );
    await goTo(panel, match);
    await expect(question(panel).getByRole('combobox', { name: 'Match for row A' })).toHaveValue('1');
    await expect(question(panel).getByRole('combobox', { name: 'Match for row B' })).toHaveValue('0');
    await expect(
      panel.getByRole('button', { name: `Question ${match}, ${tp('state.answered')}`, exact: true }),
    ).toHaveAttribute('aria-current', 'true');

    // Offline: two more answers wait in the queue, and go when the network is back.
    const answered = [single, truth, multiple, written, match, matrix];
    await context.setOffline(true);
    for (let i = 0; i < 2; i++) {
      answered.push(await findType(panel, 1, answered));
      await question(panel).getByRole('radio').first().check();
    }
    await expect(status(panel)).toHaveText(plural('save.offline', 2));
    await context.setOffline(false);
    await expect(status(panel)).toHaveText(tp('save.saved'));

    // The last question's button saves and asks to submit: 'Save and next' would have nowhere to go.
    const tabs = panel.getByRole('tab');
    if ((await tabs.count()) > 0) await tabs.last().click();
    await panel
      .getByRole('navigation', { name: /questions$/ })
      .getByRole('button')
      .last()
      .click();
    await expect(panel.getByRole('button', { name: tp('saveAndNext') })).toHaveCount(0);
    await panel.getByRole('button', { name: tp('saveAndFinish') }).click();
    const asked = panel.getByRole('dialog', { name: tp('submit.title') });
    await expect(asked).toBeVisible();
    await asked.getByRole('button', { name: tp('submit.cancel') }).click();
    await expect(asked).toHaveCount(0);

    // Submit: the confirmation counts what is left.
    await panel.getByRole('button', { name: tp('submit.open'), exact: true }).click();
    const confirm = panel.getByRole('dialog', { name: tp('submit.title') });
    await expect(confirm).toContainText(plural('submit.unanswered', total - answered.length));
    await expect(confirm).toContainText(plural('submit.marked', 1));
    await confirm.getByRole('button', { name: tp('submit.confirm') }).click();
    await expect(panel.getByRole('heading', { level: 1, name: tp('result.title') })).toBeVisible();
    await expect(panel.locator('.tp-result__counts')).toContainText(
      `${tp('result.answered')}${answered.length}`,
    );
    await expect(panel.getByRole('button', { name: tp('closeWindow') })).toBeVisible();
    expect((await axe(panel).analyze()).violations).toEqual([]);

    // My Exam counts the attempt: the mock test is no longer offered.
    await page.reload();
    await page.getByRole('button', { name: 'Mock Test', exact: true }).click();
    await expect(page.getByRole('article', { name: 'English Grammar Mock' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Class 8 Full Mock Test 1' })).toHaveCount(0);
  },
);

test('Resume opens the open attempt on its question with the saved answers and warns at 5 minutes left; a spent launch address and a new tab show the expired page', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // This window is told its deadline is 5 minutes and 2 seconds away: the 5-minute warning is due.
  await context.route('**/test-panel/api/paper', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      result: { server_time: string; attempt: { deadline: string } };
    };
    body.result.attempt.deadline = new Date(Date.parse(body.result.server_time) + 302_000).toISOString();
    await route.fulfill({ response, json: body });
  });
  const { panel, launchUrl } = await openFromMyExam(
    page,
    context,
    'Mock Test',
    'English Grammar Mock',
    'resume',
  );
  await panel.getByRole('button', { name: tp('action.resume') }).click();
  await expect(heading(panel)).toHaveText('Question 4');
  await expect(timer(panel)).toHaveText(/^00:0[45]:\d\d$/);
  await expect(panel.locator('[aria-live="assertive"]')).toHaveText(plural('warning', 5));
  const palette = panel.getByRole('navigation', { name: /questions$/ });
  await expect(
    palette.getByRole('button', { name: `Question 1, ${tp('state.answered')}`, exact: true }),
  ).toBeVisible();
  await expect(
    palette.getByRole('button', { name: `Question 2, ${tp('state.answeredMarked')}`, exact: true }),
  ).toBeVisible();
  await expect(
    palette.getByRole('button', { name: `Question 3, ${tp('state.answered')}`, exact: true }),
  ).toBeVisible();
  await expect(palette.getByRole('button', { name: /^Question 4,/ })).toHaveAttribute('aria-current', 'true');
  await goTo(panel, 1);
  await expect(question(panel).getByRole('radio', { checked: true })).toHaveCount(1);

  // Readable in every theme the portal offers (the window follows the portal's choice), read
  // once the colours have settled: the buttons' colour transition would be caught half-way.
  const inTheme = (theme: string) =>
    recolour(panel, () =>
      panel.evaluate((name) => document.documentElement.setAttribute('data-theme', name), theme),
    );
  expect(await a11yPass(panel, undefined, { theme: inTheme })).toEqual([]);

  // The launch address worked once; the attempt's address needs this window's token.
  for (const url of [new URL(launchUrl, site()).href, panel.url()]) {
    const other = await context.newPage();
    await other.goto(url);
    await expect(other.getByRole('heading', { level: 1, name: tp('expired.title') })).toBeVisible();
    await expect(other.getByRole('button', { name: tp('closeWindow') })).toBeVisible();
    await other.close();
  }
});

test(
  'View shows an ended test read-only: no clock, no saving, no submit; HTML is sanitised here too',
  { tag: '@walk' },
  async ({ page, context }) => {
    // Whatever the server sends, the window runs no script from it and keeps only safe pictures.
    await context.route('**/test-panel/api/paper', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { questions: Array<{ question: string }> } };
      body.result.questions[0]!.question +=
        '<img src="/nowhere.png" onerror="window.__injected=1"><script>window.__injected=2</script>' +
        '<img src="javascript:alert(1)" alt="bad"><a href="javascript:alert(1)">link</a>';
      await route.fulfill({ response, json: body });
    });
    const { panel } = await openFromMyExam(page, context, 'Mock Test', 'Diagnostic Mock Test 0', 'view');
    await panel.getByRole('button', { name: tp('action.view') }).click();
    await expect(heading(panel)).toHaveText('Question 1');
    const text = question(panel).locator('.tp-question__text');
    await expect(text.locator('img')).toHaveCount(1);
    await expect(text.locator('img')).not.toHaveAttribute('onerror', /./);
    await expect(text.locator('script')).toHaveCount(0);
    await expect(text.getByText('link')).not.toHaveAttribute('href', /./);
    expect(await panel.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    await expect(panel.getByText(tp('viewOnly'))).toBeVisible();
    await expect(panel.getByRole('timer')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: tp('submit.open'), exact: true })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: tp('markForReview') })).toHaveCount(0);
    const inputs = question(panel).locator('input, textarea, select');
    expect(await inputs.count()).toBeGreaterThan(0);
    for (const input of await inputs.all()) await expect(input).toBeDisabled();
    await panel.getByRole('button', { name: tp('next'), exact: true }).click();
    await expect(heading(panel)).toHaveText('Question 2');
  },
);

test('a Hindi institute (Ananya, Vidya): the window speaks Hindi', async ({ page, context }) => {
  const hi = (key: string) => translation('hi', 'test-panel', key);
  const { panel } = await openFromMyExam(page, context, 'मॉक टेस्ट', 'गणित मॉक टेस्ट', 'start', {
    login: '9000000011',
    host: 'vidya.localhost',
    lang: 'hi',
  });
  await expect(panel.locator('html')).toHaveAttribute('lang', 'hi');
  await panel.getByRole('button', { name: hi('action.start') }).click();
  await expect(heading(panel)).toHaveText(hi('questionN').replace('{{n}}', '1'));
  await expect(panel.getByRole('tab', { name: /गणित/ })).toHaveAttribute('aria-selected', 'true');
  await question(panel).getByRole('radio').first().check();
  await expect(status(panel)).toHaveText(hi('save.saving'));
  await expect(status(panel)).toHaveText(hi('save.saved'), { timeout: 30_000 });
  await expect(panel.getByRole('button', { name: hi('submit.open'), exact: true })).toBeVisible();
});

test('the timetable’s ongoing online exam opens the test panel on a launch key', async ({
  page,
  context,
}) => {
  await signInAs(page, AARAV, 'localhost', 'en', { at: '/timetable' });
  // With no day chosen the month's schedules are listed; the ongoing exam is among today's.
  const ongoing = page.getByRole('listitem').filter({ hasText: 'Mathematics Unit Test 3 (online)' }).first();
  await expect(ongoing).toContainText(translation('en', 'timetable', 'examStatus.ongoing'));
  const popup = context.waitForEvent('page');
  await ongoing.getByRole('button', { name: translation('en', 'timetable', 'start') }).click();
  const panel = await popup;
  // The single-use launch address is replaced by the attempt's own.
  await expect(panel).toHaveURL(/\/test-panel\/attempt\/\d+$/);
  await expect(panel.getByRole('heading', { level: 1, name: 'Mathematics Unit Test 3' })).toBeVisible();
  await expect(panel.getByRole('button', { name: tp('action.start') })).toBeVisible();
  await panel.close();
});

/*
 * Issue 15, keyboard-only: the helpers of e2e/keyboard.spec.ts, where a target may be a group
 * (a radio group is one Tab stop: whichever of its radios takes the focus).
 */

/**
 * Tabs once round every control from the focused one and back (the page may hand the focus to
 * the browser once on the way): each stop shows a focus mark, and none holds the focus. Returns
 * how many controls it met.
 */
async function tabRound(page: Page, { leavesPage = true } = {}): Promise<number> {
  const marker = 'data-tab-round-start';
  await page.evaluate((name) => document.activeElement?.setAttribute(name, ''), marker);
  const seen = new Set<string>();
  let outside = 0;
  for (let i = 0; i < 100; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate((name) => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'body';
      return el.hasAttribute(name) ? 'start' : el.outerHTML.slice(0, 120);
    }, marker);
    if (where === 'start') {
      await page.evaluate((name) => document.querySelector(`[${name}]`)?.removeAttribute(name), marker);
      expect(outside, 'left the page').toBeLessThanOrEqual(leavesPage ? 1 : 0);
      return seen.size + 1;
    }
    if (where === 'body') {
      outside += 1;
      continue;
    }
    expect(seen.has(where), `Tab came back to ${where} before the start`).toBe(false);
    seen.add(where);
    await expectVisibleFocus(page);
  }
  throw new Error('Tab never came back round');
}

test('Jonas takes the Probeklausur with the keyboard alone, every stop marked; axe in light and dark', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const de = (key: string) => translation('de', 'test-panel', key);
  const deCount = (key: string, count: number) =>
    de(`${key}_${count === 1 ? 'one' : 'other'}`).replace('{{count}}', String(count));
  const host = 'lernwerk.localhost';
  const scan = async (panel: Page, what: string) =>
    expect((await axe(panel).analyze()).violations, what).toEqual([]);
  /** The portal chooses the theme; the open test window follows it. */
  const theme = (panel: Page, name: 'light' | 'dark') =>
    recolour(panel, async () => {
      await page.getByLabel(translation('de', 'shell', 'header.theme')).selectOption(name);
      await expect(panel.locator('html')).toHaveAttribute('data-theme', name);
    });

  await signInAs(page, 'jonas@lernwerk.test', host, 'de', { at: '/exam' });
  await tabTo(page, page.getByRole('button', { name: 'Klausuren', exact: true }));
  await page.keyboard.press('Enter');
  const card = page.getByRole('article', { name: 'Probeklausur Analysis' });
  const popup = context.waitForEvent('page');
  await tabTo(page, card.getByRole('button', { name: translation('de', 'exams', 'action.start') }));
  await page.keyboard.press('Enter');
  const panel = await popup;
  await expect(panel).toHaveURL(/\/test-panel\/attempt\/\d+$/);
  await expect(panel.locator('html')).toHaveAttribute('data-theme', 'light');
  // axe reads colours at once: pop-ups appear without motion (theme changes go through recolour).
  await panel.emulateMedia({ reducedMotion: 'reduce' });

  // The instructions, then Start.
  await expect(panel.getByRole('heading', { level: 1, name: 'Probeklausur Analysis' })).toBeFocused();
  await tabTo(panel, panel.getByRole('button', { name: de('action.start') }));
  await panel.keyboard.press('Enter');
  await expect(heading(panel)).toHaveText(de('questionN').replace('{{n}}', '1'));
  const radios = question(panel).getByRole('radio');
  const next = panel.getByRole('button', { name: de('next'), exact: true });
  const previous = panel.getByRole('button', { name: de('previous'), exact: true });
  const mark = panel.getByRole('button', { name: de('markForReview') });
  const palette = panel.getByRole('navigation', { name: de('palette').replace('{{subject}}', 'Analysis') });
  const paletteItem = (n: number, state: string) =>
    palette.getByRole('button', {
      name: de('paletteItem')
        .replace('{{n}}', String(n))
        .replace('{{state}}', de(`state.${state}`)),
      exact: true,
    });
  const at = (n: number) => expect(heading(panel)).toHaveText(de('questionN').replace('{{n}}', String(n)));

  // 1, single choice: Space chooses the first option, the arrow the next one (the slope 6).
  await tabTo(panel, radios);
  await expect(radios.first()).toBeFocused();
  await panel.keyboard.press('Space');
  await expect(radios.first()).toBeChecked();
  await panel.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.first()).not.toBeChecked();
  await expectVisibleFocus(panel);
  await tabTo(panel, next);
  await panel.keyboard.press('Enter');
  await at(2);

  // 2, single choice, reached backwards from Next: Shift+Tab enters the group at its last radio.
  await expect(next).toBeFocused();
  await tabTo(panel, radios, 20, 'Shift+Tab');
  await expect(radios.last()).toBeFocused();
  await panel.keyboard.press('ArrowUp');
  await panel.keyboard.press('ArrowUp');
  await expect(radios.nth(1)).toBeChecked();
  await expectVisibleFocus(panel);
  // Clear answer greys itself out: the focus goes on to the options, not to the page.
  await tabTo(panel, panel.getByRole('button', { name: de('clearAnswer') }));
  await panel.keyboard.press('Enter');
  await expect(radios.first()).toBeFocused();
  await expect(question(panel).getByRole('radio', { checked: true })).toHaveCount(0);
  await expectVisibleFocus(panel);
  await panel.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  // Previous greys itself out on the first question: the focus moves to Next.
  await tabTo(panel, previous, 5);
  await panel.keyboard.press('Enter');
  await at(1);
  await expect(radios.nth(1)).toBeChecked();
  await expect(previous).toBeDisabled();
  await expect(next).toBeFocused();
  await expectVisibleFocus(panel);
  await panel.keyboard.press('Enter');
  await at(2);

  // 3, true or false, through the palette (focus stays on it; the question changes).
  await tabTo(panel, paletteItem(3, 'notVisited'));
  await panel.keyboard.press('Enter');
  await at(3);
  await expect(question(panel).getByText(de('type.5'), { exact: true })).toBeVisible();
  await expect(paletteItem(3, 'notAnswered')).toBeFocused();
  await tabTo(panel, radios, 40, 'Shift+Tab');
  await expect(radios.last()).toBeFocused();
  await panel.keyboard.press('Space');
  await expect(radios.last()).toBeChecked();
  // The arrow wraps round to the first (true).
  await panel.keyboard.press('ArrowDown');
  await expect(radios.first()).toBeChecked();
  await expectVisibleFocus(panel);

  // 4, multiple choice: Space on each checkbox wanted.
  await tabTo(panel, next);
  await panel.keyboard.press('Enter');
  await at(4);
  const boxes = question(panel).getByRole('checkbox');
  await tabTo(panel, boxes.first(), 20, 'Shift+Tab');
  for (const index of [0, 2, 3]) {
    await tabTo(panel, boxes.nth(index), 5);
    await panel.keyboard.press('Space');
    await expect(boxes.nth(index)).toBeChecked();
  }
  await expect(boxes.nth(1)).not.toBeChecked();

  // 5, matching: the arrow keys move a closed list's choice.
  await tabTo(panel, next);
  await panel.keyboard.press('Enter');
  await at(5);
  const row = (letter: string) =>
    question(panel).getByRole('combobox', { name: de('matchFor').replace('{{row}}', letter) });
  for (const [letter, steps, value] of [
    ['A', 2, '1'],
    ['B', 3, '2'],
    ['C', 1, '0'],
  ] as const) {
    if (letter === 'A') await tabTo(panel, row(letter), 20, 'Shift+Tab');
    else await tabTo(panel, row(letter), 2);
    for (let i = 0; i < steps; i++) await panel.keyboard.press('ArrowDown');
    await expect(row(letter)).toHaveValue(value);
  }
  // Every control of the window, once round: each shows its focus, none traps it.
  expect(await tabRound(panel)).toBeGreaterThan(12);
  await expect(row('C')).toBeFocused();
  await scan(panel, 'light, a question');
  await theme(panel, 'dark');
  await scan(panel, 'dark, a question');

  // 6, written: typed, then marked for review.
  await tabTo(panel, next);
  await panel.keyboard.press('Enter');
  await at(6);
  // Next greys itself out on the last question: the focus moves to Previous, not to the page.
  await expect(next).toBeDisabled();
  await expect(previous).toBeFocused();
  await expectVisibleFocus(panel);
  const written = question(panel).getByLabel(de('yourAnswer'));
  await tabTo(panel, written, 20, 'Shift+Tab');
  await panel.keyboard.type('Nullstellen bei -2 und 2; die Fläche ist 32/3.');
  await tabTo(panel, mark);
  await panel.keyboard.press('Space');
  await expect(mark).toHaveAttribute('aria-pressed', 'true');
  await expect(paletteItem(6, 'answeredMarked')).toBeVisible();

  // Previous goes back with every answer kept.
  await tabTo(panel, previous, 10, 'Shift+Tab');
  await panel.keyboard.press('Enter');
  await at(5);
  await expect(row('A')).toHaveValue('1');
  await expect(row('C')).toHaveValue('0');
  for (const [n, state] of [
    [1, 'answered'],
    [2, 'answered'],
    [3, 'answered'],
    [4, 'answered'],
    [6, 'answeredMarked'],
  ] as const)
    await expect(paletteItem(n, state)).toBeVisible();
  await expect(status(panel)).toHaveText(de('save.saved'));

  // Submit, through its confirmation; the dialog keeps the focus in itself.
  const submit = panel.getByRole('button', { name: de('submit.open'), exact: true });
  await tabTo(panel, submit, 60, 'Shift+Tab');
  await panel.keyboard.press('Enter');
  const confirm = panel.getByRole('dialog', { name: de('submit.title') });
  await expect(confirm).toContainText(deCount('submit.answered', 6));
  await expect(confirm).toContainText(deCount('submit.unanswered', 0));
  await expect(confirm).toContainText(deCount('submit.marked', 1));
  // A modal: Tab goes round its own buttons only.
  expect(await tabRound(panel, { leavesPage: false })).toBeGreaterThanOrEqual(2);
  await scan(panel, 'dark, submit confirmation');
  await theme(panel, 'light');
  await scan(panel, 'light, submit confirmation');
  // Escape and Cancel both close it, handing the focus back to Submit.
  await panel.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(submit).toBeFocused();
  await expectVisibleFocus(panel);
  await panel.keyboard.press('Enter');
  await tabTo(panel, confirm.getByRole('button', { name: de('submit.cancel') }), 10);
  await panel.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(submit).toBeFocused();
  await panel.keyboard.press('Enter');
  await tabTo(panel, confirm.getByRole('button', { name: de('submit.confirm') }), 10);
  await panel.keyboard.press('Enter');

  // What the server counted, as the window shows it.
  await expect(panel.getByRole('heading', { level: 1, name: de('result.title') })).toBeFocused();
  await expect(panel.locator('.tp-result__counts')).toContainText(`${de('result.answered')}6`);
  await expect(panel.locator('.tp-result__counts')).toContainText(`${de('result.unanswered')}0`);
  await tabTo(panel, panel.getByRole('button', { name: de('closeWindow') }), 10);

  // My Exam counts the attempt: the Probeklausur is no longer offered.
  await page.reload();
  await page.getByRole('button', { name: 'Klausuren', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Klausur Analysis' })).toBeVisible();
  await expect(card).toHaveCount(0);
});
