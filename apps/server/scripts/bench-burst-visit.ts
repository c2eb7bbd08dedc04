/**
 * One student's result-day visit (bench-burst.ts), with the calls the portal sends for each
 * screen (apps/web/src/features/<area>/api/), the token each takes and the think time between
 * screens:
 *
 *   sign-in (two in three; the others resume a session kept in the browser), then at once
 *   the dashboard: academic years (schools, the header), banners (with the marketing setting),
 *     Today and the notices, sent together as the home screen's loader does;
 *   Exam Reports: the exam desk's labels and the label's tests (exam desk token), the test report
 *     (score card token; Greenfield's students, whose institute published the test), then the
 *     offline report (student token);
 *   the timetable: this month, with the holidays (schools), together;
 *   fees: the current year's summary.
 *
 * A 503 with Retry-After is waited out and tried again, as the sign-in page does.
 */
import { firstDay, lastDay, monthOf } from '@portal/shared/events/rules';
import { inclusionFlags, unfilteredRequest } from '@portal/shared/timetable/flags';
import { wallClock } from '@portal/shared/time/zone';
import {
  BURST_PASSWORD,
  type BenchStudent,
  type BurstData,
  type InstituteInfo,
  type Tokens,
} from './bench-burst-data';
import { type Answer, type Client, type Recorder } from './bench-burst-load';
import { INSTITUTE, retryWaitMs, SIGN_IN } from './bench-burst-rules';

const DEVICE = 'result-day-bench-device';
/** Tries of one call before the student gives up (each after the wait the server asked). */
const MAX_TRIES = 8;

/** Seconds of reading between screens (from, to), drawn evenly; BURST_THINK scales them. */
export const THINK = {
  dashboard: [3, 8],
  pickTest: [2, 5],
  readReport: [4, 10],
  readOffline: [4, 8],
  readTimetable: [3, 6],
} as const;

export interface Signed extends Tokens {
  studentId: number;
  userId: number;
  accountId: number;
}

export interface VisitContext {
  data: BurstData;
  recorder: Recorder;
  signal: AbortSignal;
  /** Multiplies every think time (0: none, the capacity phase). */
  thinkScale: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new Error('deadline'));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('deadline'));
      },
      { once: true },
    );
  });

/** Sends a call, waiting out 503 + Retry-After like the portal; resolves with the last answer. */
async function sendPolitely(
  context: VisitContext,
  client: Client,
  ...args: Parameters<Client['send']>
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await client.send(...args);
    const wait = answer.status === 503 ? retryWaitMs(answer.retryAfter, Math.random()) : null;
    if (wait === null || attempt >= MAX_TRIES) return answer;
    context.recorder.note(`${args[0]}: waited after 503`);
    await sleep(wait, context.signal);
  }
}

export async function signIn(
  context: VisitContext,
  client: Client,
  student: BenchStudent,
): Promise<Signed | null> {
  const institute = context.data.institutes.get(student.instituteId)!;
  const answer = await sendPolitely(
    context,
    client,
    SIGN_IN,
    'POST',
    '/api/v2/user/v3/login',
    { host: institute.host, 'x-time-zone': institute.timeZone },
    { device_id: DEVICE, source: 'WEB', user_name: student.login, password: BURST_PASSWORD },
  );
  if (answer.status !== 200) return null;
  const result = (JSON.parse(answer.text()) as { result: Record<string, unknown> }).result;
  const detail = (result.student_details as Array<{ student_id: number }>)[0];
  return {
    studentAuth: String(result.student_auth),
    examDesk: String(result.examdesk_auth_token),
    scorecard: String(result.scorecard_auth_token),
    studentId: Number(detail?.student_id),
    userId: Number(result.user_id),
    accountId: Number(result.account_id),
  };
}

/** The tokens of a student who resumes (a session kept in the browser). */
export const resumed = (student: BenchStudent): Signed => ({
  ...student.session!,
  studentId: student.studentId,
  userId: student.userId,
  accountId: student.accountId,
});

/** The screens after signing in; true when every call answered 2xx. */
export async function screens(
  context: VisitContext,
  client: Client,
  institute: InstituteInfo,
  who: Signed,
): Promise<boolean> {
  const { signal, thinkScale } = context;
  const tests = context.data.tests;
  let ok = true;
  const base = { host: institute.host, source: 'WEB', 'x-time-zone': institute.timeZone };
  const student = { ...base, authorization: who.studentAuth };
  const call = async (name: string, method: string, path: string, headers = student, body?: unknown) => {
    const answer = await sendPolitely(context, client, name, method, path, headers, body);
    if (answer.status < 200 || answer.status > 299) ok = false;
    return answer;
  };
  const think = async ([from, to]: readonly [number, number]) => {
    if (thinkScale > 0) await sleep((from + Math.random() * (to - from)) * 1000 * thinkScale, signal);
  };
  const sid = who.studentId;

  await Promise.all([
    institute.school && call('dashboard: academic years', 'GET', `/api/v1/academicYear/all/${institute.id}`),
    institute.marketingBanner && call('dashboard: banners', 'GET', '/api/v1/banner-prom/for_student/1'),
    call('dashboard: today', 'GET', `/api/v1/portal/today/${sid}`),
    call(
      'dashboard: notices',
      'GET',
      `/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/${institute.id}?is_active=true&student_id=${sid}`,
    ),
  ]);
  await think(THINK.dashboard);

  const desk = { ...base, authorization: who.examDesk };
  await call('reports: labels', 'GET', '/api/exam-desk/student/testLabels', desk);
  if (institute.labelId !== null)
    await call(
      'reports: label tests',
      'GET',
      `/api/exam-desk/student/testLabels/${institute.labelId}/tests?student_id=${sid}`,
      desk,
    );
  await think(THINK.pickTest);
  if (institute.id === INSTITUTE.greenfield) {
    const report = await call(
      'reports: test report',
      'GET',
      `/api/v1/studentdashboard/testReports/${who.accountId}/${who.userId}/${tests.result}/-1`,
      { ...base, authorization: who.scorecard },
    );
    noteReport(context.recorder, report);
    await think(THINK.readReport);
  }
  await call('reports: offline report', 'GET', `/api/v1/reports/Student/${sid}`);
  await think(THINK.readOffline);

  const today = wallClock(institute.timeZone, Date.now()).date;
  const month = monthOf(today);
  await Promise.all([
    call(
      'timetable: month',
      'POST',
      '/api/v2/timeTable/v3',
      student,
      unfilteredRequest(
        institute.id,
        sid,
        firstDay(month),
        lastDay(month),
        inclusionFlags(institute.classesMode, institute.examMode, 1),
      ),
    ),
    institute.school &&
      call('timetable: holidays', 'POST', '/api/v1/holiday_manager/event_for_timetable', student, {
        institution_id: institute.id,
        year: month.year,
        student_id: sid,
        event_start_Date: firstDay(month),
        event_end_date: lastDay(month),
      }),
  ]);
  await think(THINK.readTimetable);

  await call(
    'fees: year summary',
    'GET',
    `/api/v1/studentWise/fee/${institute.id}/students/${sid}/${institute.yearId}`,
  );
  return ok;
}

/** What the test report answered: its result tables, or its status alone. */
export function noteReport(recorder: Recorder, answer: Answer): void {
  if (answer.status !== 200) return;
  const result = (JSON.parse(answer.text()) as { result: { report_status: string; test_report: unknown } })
    .result;
  recorder.note(`test report: ${result.test_report ? 'with results' : result.report_status}`);
}

/** A whole visit: sign in or resume, then the screens. */
export async function visit(context: VisitContext, client: Client, student: BenchStudent): Promise<boolean> {
  const institute = context.data.institutes.get(student.instituteId)!;
  const who = student.session ? resumed(student) : await signIn(context, client, student);
  if (!who) return false;
  return screens(context, client, institute, who);
}
