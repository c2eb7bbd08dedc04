import { expect, test, type Locator, type Page } from './fixtures';
import { a11yPass, signInAs, storedSession, translation } from './support';

/*
 * The media viewer against the real server, opened from Greenfield's study library (seed/study-
 * material.ts: 'Class 8 Library' → Science, whose title view lists every file of the subject):
 * the protected lesson (lesson.webm, a 6-second video with a running counter) streams through
 * videoOTP's signed URL; the diagram, the audio note, YouTube and Vimeo show in the same pop-up.
 */

const media = (key: string) => translation('en', 'media', key);
const study = (key: string) => translation('en', 'study-material', key);
const AARAV = 'aarav@greenfield.test';
const LESSON = 'Protected lesson: how plants make food';
const OTP = '/api/v1/instFileSystem/videoOTP';

async function openScience(page: Page) {
  await signInAs(page, AARAV, 'localhost', 'en', { at: '/studymaterial' });
  await expect(page.getByRole('heading', { level: 1, name: study('title') })).toBeVisible();
  await page.getByLabel(study('filter.course')).selectOption({ label: 'Class 8 Library' });
  await page
    .getByRole('list', { name: study('subjects') })
    .getByRole('button', { name: /^Science/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Science' })).toBeVisible();
}

const fileButton = (page: Page, title: string, action: 'play' | 'view') =>
  page
    .locator('li.sm-file')
    .filter({ has: page.getByText(title, { exact: true }) })
    .getByRole('button', { name: study(`file.${action}`) });

const viewer = (page: Page, title: string) => page.getByRole('dialog', { name: title });

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

test.describe('media viewer (Aarav, Greenfield study library)', () => {
  test(
    'a protected video plays from its signed stream; the viewing is counted; Escape gives focus back',
    { tag: '@walk' },
    async ({ page }) => {
      test.setTimeout(120_000);
      await openScience(page);
      const otp = page.waitForResponse((r) => r.url().includes(OTP) && r.request().method() === 'POST');
      const stream = page.waitForResponse((r) => r.url().includes('/api/video/stream/'));
      const counted = page.waitForRequest(
        (r) => r.url().endsWith('/api/v1/instFileSystem/update-watch-count') && r.method() === 'PUT',
      );
      const play = fileButton(page, LESSON, 'play');
      await play.click();

      const granted = await otp;
      expect(granted.status()).toBe(200);
      const { result } = await granted.json();
      const info = JSON.parse(Buffer.from(result.playbackInfo, 'base64').toString('utf8'));
      expect(info.url).toBe(`/api/video/stream/${result.otp}`);
      const streamed = await stream;
      expect([200, 206]).toContain(streamed.status());
      expect(streamed.url()).toContain(result.otp);

      const video = viewer(page, LESSON).locator('video');
      await expect(video).toBeVisible();
      await expect
        .poll(() => currentTime(video), { timeout: 45_000, message: 'the video plays' })
        .toBeGreaterThan(0.5);
      expect((await counted).postDataJSON()).toEqual({ video_id: info.videoId, institute_id: 1 });

      const history = page.waitForRequest(
        (r) => r.url().endsWith('/api/v1/instFileSystem/allocateWatchHistory') && r.method() === 'POST',
      );
      await page.keyboard.press('Escape');
      await expect(viewer(page, LESSON)).toBeHidden();
      await expect(play).toBeFocused();
      const watched = (await history).postDataJSON();
      expect(watched.video_id).toBe(info.videoId);
      expect(Number.isInteger(watched.watch_duration) && watched.watch_duration >= 0).toBe(true);
    },
  );

  test("a refused video shows the server's message and keeps the user signed in", async ({ page }) => {
    await openScience(page);
    const refusal = 'You are not allowed to play this video.';
    await page.route(`**${OTP}**`, (route) =>
      route.fulfill({ status: 403, json: { statusCode: 403, message: refusal, result: null } }),
    );
    await fileButton(page, LESSON, 'play').click();
    await expect(viewer(page, LESSON).getByRole('alert')).toHaveText(refusal);
    await expect(viewer(page, LESSON).locator('video')).toHaveCount(0);
    expect(await storedSession(page)).not.toBeNull();
    await page.keyboard.press('Escape');

    // An answer without an OTP: its message.
    await page.unroute(`**${OTP}**`);
    await page.route(`**${OTP}**`, (route) =>
      route.fulfill({
        status: 200,
        json: {
          statusCode: 200,
          message: 'The video is still being prepared.',
          result: { otp: '', playbackInfo: '', status: 200 },
        },
      }),
    );
    await fileButton(page, LESSON, 'play').click();
    await expect(viewer(page, LESSON).getByRole('alert')).toHaveText('The video is still being prepared.');
    await page.keyboard.press('Escape');

    // No answer at all: the network-error text.
    await page.unroute(`**${OTP}**`);
    await page.route(`**${OTP}**`, (route) => route.abort('failed'));
    await fileButton(page, LESSON, 'play').click();
    await expect(viewer(page, LESSON).getByRole('alert')).toHaveText(
      translation('en', 'common', 'network.noResponse'),
    );
    await expect(page).toHaveURL(/\/studymaterial$/);
  });

  test('a picture, an audio note, a Vimeo and a YouTube video open in the same pop-up', async ({ page }) => {
    test.setTimeout(120_000);
    // The players' own pages are not the portal's to test: answered here, without the network.
    await page
      .context()
      .route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
      );
    await openScience(page);

    await fileButton(page, 'Parts of a plant (diagram)', 'view').click();
    const picture = viewer(page, 'Parts of a plant (diagram)').getByRole('img', {
      name: 'Parts of a plant (diagram)',
    });
    await expect(picture).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
    await page.keyboard.press('Escape');

    await fileButton(page, 'Photosynthesis audio note', 'view').click();
    const audio = viewer(page, 'Photosynthesis audio note').locator('audio');
    await expect(audio).toHaveAttribute('controls', '');
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration), { timeout: 30_000 })
      .toBeGreaterThan(5);
    await page.keyboard.press('Escape');

    await fileButton(page, 'Chlorophyll and sunlight', 'play').click();
    const vimeo = viewer(page, 'Chlorophyll and sunlight').locator('iframe');
    await expect(vimeo).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/\d+\?dnt=1$/);
    await expect(vimeo).toHaveAttribute(
      'title',
      media('embed.vimeo').replace('{{title}}', 'Chlorophyll and sunlight'),
    );
    await expect(vimeo).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await page.keyboard.press('Escape');

    await fileButton(page, 'Light reactions explained', 'play').click();
    const youtube = viewer(page, 'Light reactions explained').locator('iframe');
    await expect(youtube).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?rel=0$/,
    );
    await expect(youtube).toHaveAttribute(
      'title',
      media('embed.youtube').replace('{{title}}', 'Light reactions explained'),
    );
    await page.keyboard.press('Escape');
    await expect(viewer(page, 'Light reactions explained')).toBeHidden();
  });

  test("on a narrow screen YouTube's own page opens in a new tab instead", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .context()
      .route(/^https:\/\/www\.youtube\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>YouTube</title>' }),
      );
    await openScience(page);
    const play = fileButton(page, 'Light reactions explained', 'play');
    await play.scrollIntoViewIfNeeded();
    const popup = page.waitForEvent('popup');
    await play.click();
    const tab = await popup;
    expect(tab.url()).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/);
    await expect(viewer(page, 'Light reactions explained')).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('accessibility: the viewer with a playing video, with a refusal and with a picture passes in every theme', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openScience(page);
  await fileButton(page, LESSON, 'play').click();
  const video = viewer(page, LESSON).locator('video');
  await expect.poll(() => currentTime(video), { timeout: 45_000 }).toBeGreaterThan(0);
  expect(await a11yPass(page, 'dialog[open]'), 'video').toEqual([]);
  await page.keyboard.press('Escape');

  await page.route(`**${OTP}**`, (route) =>
    route.fulfill({ status: 403, json: { statusCode: 403, message: 'Refused.', result: null } }),
  );
  await fileButton(page, LESSON, 'play').click();
  await expect(viewer(page, LESSON).getByRole('alert')).toHaveText('Refused.');
  expect(await a11yPass(page, 'dialog[open]'), 'refusal').toEqual([]);
  await page.keyboard.press('Escape');

  await fileButton(page, 'Parts of a plant (diagram)', 'view').click();
  await expect(viewer(page, 'Parts of a plant (diagram)').getByRole('img')).toBeVisible();
  expect(await a11yPass(page, 'dialog[open]'), 'picture').toEqual([]);
});
