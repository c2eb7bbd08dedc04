import { expect, test, type Locator, type Page } from './fixtures';
import type { OfflineExam, OfflineReport } from '@portal/shared/reports/schema';
import { a11yPass, axe, signInAs, site, storedSession, translation } from './support';

/*
 * Offline exam reports (issue 10) against the real server and the demo seed: every number
 * on screen is checked against the offline report call's own answer, read in the test with
 * the stored session's token. Greenfield (school) shows ranks and hides topics; Apex
 * (coaching) shows topics and has ranks switched off.
 */

const ro = (key: string) => translation('en', 'reports-offline', key);
const exams = (key: string) => translation('en', 'exams', key);
const reports = (key: string) => translation('en', 'reports', key);
const AARAV = 'aarav@greenfield.test';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Monday, 23-11-2026': the weekday of the plain date, worked out here from the calendar. */
function dateWithWeekday(date: string): string {
  const [y, m, d] = date.split('-');
  return `${WEEKDAYS[new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay()]}, ${d}-${m}-${y}`;
}
const dmy = (date: string) => date.split('-').reverse().join('-');
const marks = (obtained: number, total: number) => `${obtained} / ${total}`;

/** The offline report call's answer for the signed-in student (a parent: the chosen child). */
async function offlineAnswer(page: Page): Promise<OfflineReport> {
  const session = await storedSession(page);
  expect(session?.student_id).toBeTruthy();
  const answer = await page.request.get(`/api/v1/reports/Student/${String(session!.student_id)}`, {
    headers: { Authorization: String(session!.student_auth), Source: 'WEB' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { result: OfflineReport }).result;
}

async function openExamOffline(page: Page, login = AARAV, host = 'localhost', child?: RegExp) {
  await signInAs(page, login, host, 'en', { child, at: '/exam' });
  await page.getByRole('button', { name: exams('mode.offline') }).click();
  await expect(page.getByRole('tab', { name: ro('tabs.analysis') })).toHaveAttribute('aria-selected', 'true');
}

async function openReportOffline(page: Page, login = AARAV, host = 'localhost') {
  await signInAs(page, login, host, 'en', { at: '/report' });
  await page.getByRole('button', { name: reports('mode.offline') }).click();
  await expect(page.getByRole('tab', { name: ro('tabs.analysis') })).toHaveAttribute('aria-selected', 'true');
}

/** The course with the most past exams that have marks. */
function markedCourse(report: OfflineReport) {
  const withMarks = (list: OfflineExam[]) => list.filter((e) => e.courseLevelMarksObtain !== null).length;
  const course = [...report.pastCourseExamSchdJson].sort(
    (a, b) => withMarks(b.pastCourseExamList) - withMarks(a.pastCourseExamList),
  )[0];
  expect(course, 'the demo student has offline exams').toBeTruthy();
  expect(withMarks(course!.pastCourseExamList), 'some past exams carry marks').toBeGreaterThan(0);
  return course!;
}

/** Each past exam card shows the API's date, attendance, marks, rank and subject marks. */
async function expectRows(panel: Locator, list: OfflineExam[], showRank: boolean) {
  const cards = panel.locator('.ro-exams > li');
  await expect(cards).toHaveCount(list.length);
  for (const [i, exam] of list.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(dateWithWeekday(exam.exam_date));
    const attendance = exam.isAbsent ? 'A' : exam.attendance_status || 'none';
    await expect(card.locator('.ro-attendance')).toHaveText(ro(`attendance.${attendance}`));
    const expected =
      exam.courseLevelMarksObtain !== null && exam.courseLevelTotalMarks !== null
        ? marks(exam.courseLevelMarksObtain, exam.courseLevelTotalMarks)
        : ro(attendance === 'A' ? 'marks.absent' : 'marks.notMarked');
    await expect(card.locator('.ro-exam__marks')).toHaveText(expected);
    if (showRank)
      await expect(card.locator('.ro-exam__rank')).toHaveText(String(exam.courseLevelRank ?? '–'));
    else await expect(card.getByText(ro('row.rank'), { exact: true })).toHaveCount(0);
    // Several subjects: a table of their marks (and ranks); one subject is named beside the exam's marks.
    const rows = card.locator('tbody tr');
    if (exam.subjectWiseExamSchdList.length === 1) {
      await expect(rows).toHaveCount(0);
      await expect(
        card.locator('dd').filter({ hasText: exam.subjectWiseExamSchdList[0]!.subject_name.slice(0, 24) }),
      ).toHaveCount(1);
      continue;
    }
    await expect(rows).toHaveCount(exam.subjectWiseExamSchdList.length);
    for (const [j, subject] of exam.subjectWiseExamSchdList.entries()) {
      const cells = [
        subject.marks_obtained === null
          ? `– / ${subject.total_marks}`
          : marks(subject.marks_obtained, subject.total_marks),
        ...(showRank ? [String(subject.rank ?? '–')] : []),
      ];
      await expect(rows.nth(j).getByRole('rowheader')).toContainText(subject.subject_name.slice(0, 30));
      await expect(rows.nth(j).getByRole('cell')).toHaveText(cells);
    }
  }
}

test.describe('Aarav (Greenfield school, ranks shown)', () => {
  test(
    'My Exam offline mode: a course tab lists the past exams with marks and ranks as the API answers; no topic or description',
    { tag: '@walk' },
    async ({ page }) => {
      await openExamOffline(page);
      const report = await offlineAnswer(page);
      expect(report.show_exam_rank).toBe(true);
      const course = markedCourse(report);
      expect(course.pastCourseExamList.some((e) => e.courseLevelRank !== null)).toBe(true);
      const subjectRanks = (e: OfflineExam) =>
        e.subjectWiseExamSchdList.length > 1 && e.subjectWiseExamSchdList.some((s) => s.rank !== null);
      expect(course.pastCourseExamList.some(subjectRanks), 'an exam in several subjects with ranks').toBe(
        true,
      );

      // One tab per course with exams, after Analysis.
      const tabs = page.getByRole('tablist', { name: ro('tabs.label_school') }).getByRole('tab');
      const named = report.pastCourseExamSchdJson
        .filter((g) => g.pastCourseExamList.length + g.futureCourseExamList.length > 0)
        .map((g) => g.course_Name);
      await expect(tabs).toHaveText([ro('tabs.analysis'), ...named]);

      await page.getByRole('tab', { name: course.course_Name }).click();
      const panel = page.getByRole('tabpanel', { name: course.course_Name });
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
        `Past exams of ${course.course_Name}`,
      );
      await expectRows(panel, course.pastCourseExamList, true);
      // School wording, and no topic or description although the exams have them.
      await expect(panel.getByText(ro('row.group_school'), { exact: true }).first()).toBeVisible();
      const withTopic = course.pastCourseExamList.find((e) => e.topic_name || e.examDesc);
      expect(withTopic, 'a Greenfield exam has a topic or description to hide').toBeTruthy();
      await expect(panel.getByText(ro('row.topic'), { exact: true })).toHaveCount(0);
      await expect(panel.getByText(ro('row.description'), { exact: true })).toHaveCount(0);
      const hidden = (withTopic!.topic_name || withTopic!.examDesc)!;
      await expect(panel.getByText(hidden.slice(0, 24))).toHaveCount(0);
    },
  );

  test(
    '/report Offline: the Analysis chart and its table follow the subject radio',
    { tag: '@walk' },
    async ({ page }) => {
      await openReportOffline(page);
      const report = await offlineAnswer(page);
      const course = markedCourse(report);
      const oldestFirst = [...course.pastCourseExamList].reverse();

      const analysis = page.getByRole('region', { name: course.course_Name });
      const canvas = analysis.locator('canvas');
      await expect(canvas).toBeVisible();
      // chart.js has drawn: some pixel of the canvas is painted.
      await expect
        .poll(() =>
          canvas.evaluate((c: HTMLCanvasElement) => {
            const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
            for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
            return false;
          }),
        )
        .toBe(true);

      await analysis.getByRole('button', { name: ro('chart.showTable') }).click();
      const rows = analysis.locator('table tbody tr');
      const cell = (v: number | null) => (v === null ? '–' : String(v));
      await expect(rows).toHaveText(
        oldestFirst.map(
          (e) => `${dmy(e.exam_date)}${cell(e.courseLevelMarksObtain)}${cell(e.courseLevelTotalMarks)}`,
        ),
      );

      const picker = analysis.getByRole('group', { name: ro('chart.subject') });
      await expect(picker.getByRole('radio', { name: ro('chart.all') })).toBeChecked();
      // The subject with the fewest exams, so the table visibly changes.
      const subjects = [
        ...new Set(oldestFirst.flatMap((e) => e.subjectWiseExamSchdList.map((s) => s.subject_name))),
      ];
      expect(subjects.length).toBeGreaterThan(1);
      const subject = subjects[0]!;
      await picker.getByRole('radio', { name: subject }).check();
      const expected = oldestFirst.flatMap((e) => {
        const s = e.subjectWiseExamSchdList.find((x) => x.subject_name === subject);
        return s ? [`${dmy(e.exam_date)}${cell(s.marks_obtained)}${cell(s.total_marks)}`] : [];
      });
      await expect(rows).toHaveText(expected);
      await expect(canvas).toHaveAttribute('aria-label', new RegExp(subject));
    },
  );

  test('the upcoming offline exams view: a prompt on Analysis, the course’s upcoming exams on its tab', async ({
    page,
  }) => {
    await openExamOffline(page);
    const report = await offlineAnswer(page);
    const course = report.pastCourseExamSchdJson.find((g) => g.futureCourseExamList.length > 0);
    expect(course, 'the demo has an upcoming offline exam').toBeTruthy();
    await expect(page.getByRole('region', { name: ro('upcoming.title') })).toContainText(ro('upcoming.pick'));

    await page.getByRole('tab', { name: course!.course_Name }).click();
    const upcoming = page.getByRole('region', { name: `Upcoming offline exams of ${course!.course_Name}` });
    const cards = upcoming.getByRole('listitem');
    await expect(cards).toHaveCount(course!.futureCourseExamList.length);
    for (const [i, exam] of course!.futureCourseExamList.entries())
      await expect(cards.nth(i)).toContainText(dateWithWeekday(exam.exam_date));
  });

  test('a parent (Meera) with Aarav chosen sees Aarav’s offline report', async ({ page }) => {
    await openExamOffline(page, '9000000002', 'localhost', /Aarav/);
    const report = await offlineAnswer(page);
    expect((await storedSession(page))?.student_id).toBe(1001);
    const course = markedCourse(report);
    await page.getByRole('tab', { name: course.course_Name }).click();
    await expectRows(
      page.getByRole('tabpanel', { name: course.course_Name }),
      course.pastCourseExamList,
      true,
    );
  });
});

test('Riya (Apex coaching, ranks off): no rank; topic and description shown', async ({ page }) => {
  await openExamOffline(page, 'riya@apex.test', 'apex.localhost');
  const report = await offlineAnswer(page);
  expect(report.show_exam_rank).toBe(false);
  const course = markedCourse(report);
  await page.getByRole('tab', { name: course.course_Name }).click();
  const panel = page.getByRole('tabpanel', { name: course.course_Name });
  await expectRows(panel, course.pastCourseExamList, false);
  await expect(panel.locator('.ro-exam__rank')).toHaveCount(0);
  await expect(panel.getByRole('columnheader', { name: ro('subjects.rank') })).toHaveCount(0);
  await expect(panel.getByText(ro('row.group'), { exact: true }).first()).toBeVisible();
  const withTopic = course.pastCourseExamList.findIndex((e) => e.topic_name && e.examDesc);
  expect(withTopic, 'an Apex exam has a topic and a description').toBeGreaterThanOrEqual(0);
  const card = panel.locator('.ro-exams > li').nth(withTopic);
  const exam = course.pastCourseExamList[withTopic]!;
  for (const [term, text] of [
    ['row.topic', exam.topic_name!],
    ['row.description', exam.examDesc!],
  ] as const) {
    await expect(card.getByText(ro(term), { exact: true })).toBeVisible();
    if (text.length <= 24) await expect(card.getByText(text, { exact: true })).toBeVisible();
    else {
      // Cut at 24 with the full text on hover and behind Show more.
      const field = card.locator('dd').filter({ hasText: text.slice(0, 24) });
      await expect(field.locator('[title]')).toHaveAttribute('title', text);
      await field.getByRole('button', { name: ro('more.more') }).click();
      await expect(field).toContainText(text);
    }
  }
});

test('an open user: Products / Exams with search and date filters', async ({ page }) => {
  await signInAs(page, 'learner@apex.test', 'apex.localhost');
  const session = await storedSession(page);
  let assigned = 0;
  for (const kind of ['Mock_Test', 'Online_Test']) {
    const answer = await page.request.get(
      `/api/product/prod/user-product/v2/assigned-product-test-ids/${kind}`,
      {
        headers: {
          Authorization: String(session?.student_auth),
          Source: 'WEB',
          'x-prod-inst-id': String(session?.institute_id),
          'x-prod-user-id': String(session?.user_id),
        },
      },
    );
    expect(answer.ok()).toBe(true);
    assigned += ((await answer.json()) as { result: unknown[] }).result.length;
  }
  expect(assigned, 'Sam has product tests').toBeGreaterThan(1);

  // The exam desk's real answer is laid out on this test's own clock, so every product test
  // (open, ahead or ended in the demo) has a report status to list and the date filter has
  // windows 10 days apart: the first test met ended with a published result; the others
  // expired unattempted.
  const DAY = 86_400;
  const now = Math.floor(Date.now() / 1000);
  const plan = new Map<number, { name: string; start: number; end: number; published: boolean }>();
  await page.route('**/tests/list_id', async (route) => {
    // Fetched from the test's side, where apex.localhost does not resolve; the token names the institute.
    const response = await route.fetch({
      url: route.request().url().replace('//apex.localhost:', '//localhost:'),
    });
    const body = (await response.json()) as { data: Array<Record<string, unknown>> };
    body.data = body.data.map((test) => {
      const id = Number(test.test_id);
      if (!plan.has(id)) {
        const start = now - (20 + 10 * plan.size) * DAY;
        plan.set(id, {
          name: String(test.test_name),
          start,
          end: start + 2 * DAY,
          published: plan.size === 0,
        });
      }
      const { start, end, published } = plan.get(id)!;
      return {
        ...test,
        start_timestamp: start,
        end_timestamp: end,
        total_attempts: published ? 1 : 0,
        is_result_published: published ? 1 : 0,
      };
    });
    await route.fulfill({ response, json: body });
  });
  await page.goto(site('apex.localhost') + '/report');
  await expect(page.getByRole('heading', { level: 2, name: 'Products / Exams' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(assigned);
  expect((await axe(page).analyze()).violations).toEqual([]);
  const tests = [...plan.entries()].map(([id, t]) => ({ id, ...t }));
  const published = tests.find((t) => t.published)!;
  const expired = tests.find((t) => !t.published)!;
  const card = (name: string) => cards.filter({ has: page.getByRole('heading', { name, exact: true }) });

  // Search: the test name, case-insensitively.
  const search = page.getByRole('searchbox', { name: ro('products.search') });
  await search.fill(published.name.toUpperCase());
  await expect(cards).toHaveCount(tests.filter((t) => t.name === published.name).length);
  await expect(card(published.name)).toHaveCount(1);
  await search.fill('');
  await expect(cards).toHaveCount(assigned);

  // Date: a day inside the expired test's window keeps only that test (the windows are apart).
  const inside = new Date((expired.start + DAY) * 1000).toISOString().slice(0, 10);
  await page.getByLabel(ro('products.date')).fill(inside);
  await expect(cards).toHaveCount(1);
  await expect(card(expired.name)).toHaveCount(1);
  await page.getByRole('button', { name: ro('products.clearDate') }).click();
  await expect(cards).toHaveCount(assigned);

  // The published one opens its report; the expired one has none.
  await expect(card(expired.name).getByRole('button')).toHaveCount(0);
  await expect(card(expired.name)).toContainText(reports('empty.noReport'));
  await card(published.name).getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`test=${published.id}`));
});

test('a failed offline report: the server’s message as a toast and the backdrop to /dashboard; without one a generic toast', async ({
  page,
}) => {
  await signInAs(page, AARAV);
  const message = 'Offline results are being updated.';
  let answer = { statusCode: 500, message, result: null };
  await page.route('**/api/v1/reports/Student/*', (route) => route.fulfill({ status: 500, json: answer }));
  await page.goto(site() + '/exam');
  await page.getByRole('button', { name: exams('mode.offline') }).click();
  const backdrop = page.getByRole('dialog', { name: reports('error.title') });
  await expect(backdrop).toContainText(message);
  await expect(page.getByRole('listitem').filter({ hasText: message }).last()).toBeVisible();
  await backdrop.getByRole('button', { name: reports('error.cancel') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  answer = { statusCode: 500, message: '', result: null };
  await page.goto(site() + '/report');
  await page.getByRole('button', { name: reports('mode.offline') }).click();
  const generic = translation('en', 'common', 'network.internalServerError');
  await expect(page.getByRole('listitem').filter({ hasText: generic }).last()).toBeVisible();
  await expect(page.getByText(ro('empty.noReport'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('accessibility: the offline tab, its table and a course pass in every theme', async ({ page }) => {
  test.setTimeout(90_000);
  await openExamOffline(page);
  const report = await offlineAnswer(page);
  const course = markedCourse(report);
  const analysis = page.getByRole('region', { name: course.course_Name });
  await analysis.getByRole('button', { name: ro('chart.showTable') }).click();
  await expect(analysis.getByRole('table')).toBeVisible();
  // The click scrolled the tabs half under the sticky header, where axe's target-size measures
  // what the header leaves of them: scan the screen as it opens, from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await a11yPass(page), 'analysis').toEqual([]);
  await page.getByRole('tab', { name: course.course_Name }).click();
  await expect(page.locator('.ro-exams > li').first()).toBeVisible();
  expect(await a11yPass(page), 'course').toEqual([]);
});
