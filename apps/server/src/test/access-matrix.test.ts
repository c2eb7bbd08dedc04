import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../app';
import {
  assignmentAttachments,
  assignments,
  courseTypes,
  feePayments,
  products,
  recordings,
  sessions,
  sharedDocuments,
  studyFiles,
  studyTopics,
  timetableEntries,
} from '../db/schema';
import { currentYearId } from '../db/seed/institutes';
import { parseCompositeToken } from '../lib/tokens';
import { SESSION_IDLE_LIMIT_MS } from '../plugins/auth';
import { createTestApp, type TestApp } from './app';
import { call, DEMO_LOGINS, HOST, signIn, type Answer } from './requests';

/*
 * Issue 14's access matrix. The server's own route table (app.routeTable, filled by an onRoute
 * hook) is walked; every route must have a declared expectation below, and every declaration a
 * route. Each authenticated route is called without a token, with a tampered one, a logged-out
 * and an expired session, as other callers with the owner's ids, with foreign ids substituted
 * (another student, another batch, another institute), as the parent of the child and as the owner.
 */

type Kind = 'student' | 'examdesk' | 'scorecard' | 'panel' | 'card' | 'public' | 'web';
type Who = 'aarav' | 'diya' | 'meera' | 'rohan' | 'riya' | 'sam';
const CALLERS: readonly Who[] = ['aarav', 'diya', 'meera', 'rohan', 'riya', 'sam'];
/** Who is whose parent (the parent reads for the child). */
const PARENT_OF: Partial<Record<Who, Who>> = { aarav: 'meera' };

interface Req {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
type Refusal = 403 | 'empty' | 'denied';
interface Foreign {
  what: string;
  /** What replaces the owner's request (url, body or headers). */
  req: Partial<Req>;
  /**
   * 403; 'empty': 200 with an empty list (the spec lists only the caller's own records);
   * 'denied': the spec's own refusal of the live-class call (allow_start_session false, no link).
   */
  answer: Refusal;
}
interface Account {
  student: string;
  desk?: string;
  card?: string;
  userId: number;
  userType: number;
  accountId: number;
  host?: string;
}
/** What the declarations may read: the signed-in people and ids found in the demo data. */
interface Ctx {
  who: Record<Who, Account>;
  eightA: number;
  fiveB: number;
  apexBatch: number;
  ongoingSession: number;
  fiveBSession: number | null;
  greenfieldLabel: number;
  apexLabel: number;
  bookmark: number;
  today: string;
  docs: {
    maths: number;
    lumiereSubject: number;
    guideFile: number;
    readOnlyFile: number;
    otherSectionFile: number;
    lumiereFile: number;
    vimeoDoc: number;
    otherSectionDoc: number;
  };
  /** Assignments (by seeded title) and teachers' attachments. */
  assign: {
    fractions: number;
    photosynthesis: number;
    otherSection: number;
    photoQuestion: number;
    apexQuestion: number;
  };
  /** Product ids by name: Sam's crash course, one he does not own, one of another institute. */
  products: { crash: number; physics: number; abitur: number };
  /** Receipts: one of Aarav's, one of Diya's, one of Apex's (Riya's). */
  fees: { aarav: Receipt; diya: Receipt; apex: Receipt };
  learning: {
    class8Library: number;
    class10Library: number;
    /** Stored file of Greenfield's protected study video, and one of Apex's. */
    protectedVideo: number;
    apexProtectedVideo: number;
    /** The stored recording of 'English poetry circle'. */
    poetryRecording: number;
  };
}
interface Receipt {
  no: string;
  finYr: string;
  year: number;
}
interface Expectation {
  kind: Kind;
  /** Whose request it is (default Aarav). */
  owner?: Who;
  /** The owner's valid request. */
  req?: (c: Ctx) => Req;
  /** A read (default: GET); reads that are POSTs say so. */
  read?: boolean;
  /**
   * Whether the request names the owner (ids), so every other caller sending it is refused;
   * false where each caller gets their own records from the same request (e.g. a label list).
   */
  ids?: boolean;
  /** The parent's call: the owner's request (default), their own request, or 'skip' with a reason. */
  parent?: ((c: Ctx) => Req) | { skip: string };
  /** How the route refuses other callers (and a parent where it refuses them): default 403. */
  refusal?: Refusal;
  /** Beyond 2xx, what the owner's answer must show (where a refusal is also a 200). */
  ownerGets?: (a: Answer) => boolean;
  /** The parent may not use this read either (the spec says so). */
  parentRefused?: boolean;
  foreign?: (c: Ctx) => Foreign[];
  /** The owner's call ends or changes the session: run it on a fresh sign-in / at the very end. */
  ownerLast?: 'fresh-session' | 'end';
}

const GF = 1;
const APEX = 2;
const monthOf = (today: string) => ({ month: Number(today.slice(5, 7)), year: Number(today.slice(0, 4)) });
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const timetableBody = (c: Ctx, over: Record<string, unknown> = {}) => ({
  batch_id: '-1',
  course_id: '-1',
  standard_id: '-1',
  subject_id: '-1',
  teacher_id: '-1',
  master_course: '',
  startdate: addDays(c.today, -3),
  enddate: addDays(c.today, 3),
  institute_id: GF,
  isCourseStructureTimeTable: 'Y',
  isExamIncludedInTimeTable: 'Y',
  is_included_online_class: 'Y',
  is_included_online_exam: 'Y',
  student_id: 1001,
  ...over,
});
const holidayBody = (c: Ctx, over: Record<string, unknown> = {}) => ({
  institution_id: GF,
  year: Number(c.today.slice(0, 4)),
  student_id: 1001,
  event_start_Date: `${c.today.slice(0, 7)}-01`,
  event_end_date: `${c.today.slice(0, 7)}-28`,
  ...over,
});
const eventsBody = (c: Ctx, over: Record<string, unknown> = {}) => ({
  institution_id: GF,
  student_id: 1001,
  ...monthOf(c.today),
  is_all_event_for_student: true,
  event_type: 0,
  search_date: null,
  is_yearly_view: false,
  ...over,
});
const attendanceBody = (studentId: number, batchId: number, instituteId = GF) => ({
  batch_id: batchId,
  standard_id: '-1',
  subject_id: '-1',
  teacher_id: '-1',
  type: 1,
  startdate: '',
  enddate: '',
  institute_id: instituteId,
  student_id: studentId,
});
/** The usual foreign ids of a student-and-institute body. */
const studentBodyForeign = (
  make: (over: Record<string, unknown>) => unknown,
  instituteKey = 'institute_id',
) => [
  { what: 'another student (1002)', req: { payload: make({ student_id: 1002 }) }, answer: 403 as const },
  {
    what: 'another institute (2, student 2001)',
    req: { payload: make({ [instituteKey]: APEX, student_id: 2001 }) },
    answer: 403 as const,
  },
];
const liveBody = (over: Record<string, unknown> = {}) => ({
  institution_id: GF,
  user_id: 101,
  page_offset: 0,
  page_size: -1,
  live_future_past: 1,
  category: 3,
  from_date: null,
  to_date: null,
  ...over,
});
const ASSIGN = '/api/v2/onlineAssignment';
const BOUNDARY = 'access-matrix-boundary';
/** A multipart body of updateAssignment with only its fileJson part (a link, no files). */
const submission = (fileId: number, over: Record<string, unknown> = {}) => ({
  payload: [
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="fileJson"',
    '',
    JSON.stringify({
      institute_id: GF,
      category_id: 255,
      studentId_array: [1001],
      file_id: fileId,
      student_status: 'Draft',
      student_comment: '',
      attachmentId_array: [],
      url_lists: [{ display_name: 'My link', url: 'https://example.com/work' }],
      ...over,
    }),
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n'),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});
/** An assignment call addressed by institute, student and file in its path: the same owner and foreign ids. */
const studentFileCall = (call: string): Expectation => ({
  kind: 'student',
  req: (c) => ({ url: `${ASSIGN}/${call}/1/1001/${c.assign.photosynthesis}` }),
  foreign: (c) => [
    {
      what: 'another student',
      req: { url: `${ASSIGN}/${call}/1/1002/${c.assign.photosynthesis}` },
      answer: 403,
    },
    {
      what: "another section's assignment",
      req: { url: `${ASSIGN}/${call}/1/1001/${c.assign.otherSection}` },
      answer: 403,
    },
    {
      what: 'another institute',
      req: { url: `${ASSIGN}/${call}/2/1001/${c.assign.photosynthesis}` },
      answer: 403,
    },
  ],
});
const PRODUCT_HEADERS = { 'x-prod-inst-id': String(APEX), 'x-prod-user-id': '202' };
const FEE = '/api/v1/studentWise/fee';
/** The receipt call for a student and a receipt (its number, financial year and academic year). */
const receiptCall = (studentId: number, r: Receipt) =>
  `${FEE}/${studentId}/feeReceipt/${encodeURIComponent(r.no)}/download?fin_yr=${r.finYr}&acad_year=${r.year}`;
const CARD_TEST = 9012;

const MATRIX: Record<string, Expectation> = {
  // The web app, the API documentation, health and stored files: no token by design.
  'GET /*': { kind: 'web' },
  'GET /api/docs': { kind: 'web' },
  'GET /api/docs/static/index.html': { kind: 'web' },
  'GET /api/docs/static/swagger-initializer.js': { kind: 'web' },
  'GET /api/docs/json': { kind: 'web' },
  'GET /api/docs/yaml': { kind: 'web' },
  'GET /api/docs/static/*': { kind: 'web' },
  'GET /health': { kind: 'public' },
  'GET /manifest.webmanifest': { kind: 'public' },
  'GET /icons/icon-:size.png': { kind: 'public' },
  'GET /files/institutes/*': { kind: 'public' },
  'GET /files/photos/:name': { kind: 'public' },
  'POST /api/v2/user/v3/login': { kind: 'public' },
  'GET /api/v1/institutes/getLogoAndFavIcon': { kind: 'public' },
  'POST /api/v2/user/forgotPassword': { kind: 'public' },
  'POST /prod/ext/sso/login': { kind: 'public' },
  'POST /prod/ext/sso/token': { kind: 'public' },
  // The institute's import key (bearer), checked by the routes: features/import/routes.test.ts.
  'POST /api/v1/institutes/:instituteId/imports': { kind: 'public' },
  'GET /api/v1/institutes/:instituteId/imports': { kind: 'public' },
  'GET /api/v1/timetable/feed/:file': { kind: 'public' },
  'POST /test-panel/api/open': { kind: 'public' },
  'POST /score-panel/api/open': { kind: 'public' },

  'GET /api/v1/alternateLogin/logout': {
    kind: 'student',
    req: () => ({ url: '/api/v1/alternateLogin/logout?deviceId=test-browser-device-0001' }),
    ids: false,
    parent: { skip: "a parent's logout is her own (spec); it would end her session" },
    ownerLast: 'fresh-session',
  },
  'GET /api/v1/academicYear/all/:instituteId': {
    kind: 'student',
    req: () => ({ url: `/api/v1/academicYear/all/${GF}` }),
    // The institute's years: every caller of the institute gets the same list.
    ids: false,
    foreign: () => [
      { what: 'another institute', req: { url: `/api/v1/academicYear/all/${APEX}` }, answer: 403 },
    ],
  },
  'GET /api/v1/students/get-student-detail/:institute_id/:stud_id': {
    kind: 'student',
    req: () => ({ url: '/api/v1/students/get-student-detail/1/1001' }),
    foreign: () => [
      { what: 'another student', req: { url: '/api/v1/students/get-student-detail/1/1002' }, answer: 403 },
      { what: 'another institute', req: { url: '/api/v1/students/get-student-detail/2/2001' }, answer: 403 },
    ],
  },
  // The header's child switcher (issue 15): each caller reads their own list; only a parent switches, to her child.
  'GET /api/v1/portal/session/students': {
    kind: 'student',
    req: () => ({ url: '/api/v1/portal/session/students' }),
    ids: false,
  },
  'PUT /api/v1/portal/session/student': {
    kind: 'student',
    owner: 'meera',
    req: () => ({ url: '/api/v1/portal/session/student', payload: { student_id: 1002 } }),
    foreign: () => [
      {
        what: "another family's child (Kabir, 1003)",
        req: { payload: { student_id: 1003 } },
        answer: 403,
      },
      {
        what: 'a student of another institute (2001)',
        req: { payload: { student_id: 2001 } },
        answer: 403,
      },
    ],
    // It scopes Meera's session to Diya: after every route that reads Aarav as his parent.
    ownerLast: 'end',
  },
  'PUT /api/v1/profiles/update/:institute_id/:user_id': {
    kind: 'student',
    req: () => ({ url: '/api/v1/profiles/update/1/101', payload: { address: '12 Lake Road, Pune' } }),
    foreign: () => [
      {
        what: 'another student',
        req: { url: '/api/v1/profiles/update/1/102', payload: { address: 'x road' } },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { url: '/api/v1/profiles/update/2/201', payload: { address: 'x road' } },
        answer: 403,
      },
    ],
  },
  'POST /api/v1/changePwd': {
    kind: 'student',
    req: () => ({
      url: '/api/v1/changePwd',
      payload: {
        institute_id: GF,
        username: 'aarav@greenfield.test',
        oldPassword: 'demo1234',
        newPassword: 'Fresh2026',
        userid: 101,
      },
    }),
    // Meera naming Aarav's user id is refused (her own password is hers to change: profile/password.test.ts).
    foreign: () => [
      {
        what: 'another student',
        req: {
          payload: {
            institute_id: GF,
            username: 'diya@greenfield.test',
            oldPassword: 'demo1234',
            newPassword: 'Fresh2026',
            userid: 102,
          },
        },
        answer: 403,
      },
      {
        what: 'another institute',
        req: {
          payload: {
            institute_id: APEX,
            username: 'aarav@greenfield.test',
            oldPassword: 'demo1234',
            newPassword: 'Fresh2026',
            userid: 101,
          },
        },
        answer: 403,
      },
    ],
    ownerLast: 'end',
  },
  'GET /api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/:institute_id': {
    kind: 'student',
    req: () => ({
      url: '/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/1?is_active=true&student_id=1001',
    }),
    foreign: () => [
      {
        what: 'another student',
        req: {
          url: '/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/1?is_active=true&student_id=1002',
        },
        answer: 403,
      },
      {
        what: 'another institute',
        req: {
          url: '/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/2?is_active=true&student_id=2001',
        },
        answer: 403,
      },
    ],
  },
  'GET /api/v1/banner-prom/for_student/:user_type': {
    kind: 'student',
    req: (c) => ({ url: `/api/v1/banner-prom/for_student/${c.who.aarav.userType}` }),
    // The path names the caller's own user type, not the child: each caller sends theirs.
    ids: false,
    parent: (c) => ({ url: `/api/v1/banner-prom/for_student/${c.who.meera.userType}` }),
    foreign: () => [
      { what: 'another user type (99)', req: { url: '/api/v1/banner-prom/for_student/99' }, answer: 403 },
    ],
  },
  // The home screen's Today panel (issue 15): a parent reads the chosen child's.
  'GET /api/v1/portal/today/:student_id': {
    kind: 'student',
    req: () => ({ url: '/api/v1/portal/today/1001' }),
    foreign: () => [
      { what: 'another student', req: { url: '/api/v1/portal/today/1002' }, answer: 403 },
      { what: 'another institute', req: { url: '/api/v1/portal/today/2001' }, answer: 403 },
    ],
  },
  'GET /api/v1/alerts/config/messagesByPhoneNo/:institute_id/:phone': {
    kind: 'student',
    req: () => ({
      url: '/api/v1/alerts/config/messagesByPhoneNo/1/%2B91-9000000001?start_index=0&batch_size=100',
    }),
    // A parent reads the messages sent to her own phone (the spec), not the child's.
    parent: () => ({
      url: '/api/v1/alerts/config/messagesByPhoneNo/1/%2B91-9000000002?start_index=0&batch_size=100',
    }),
    foreign: () => [
      {
        what: "another parent's phone",
        req: {
          url: '/api/v1/alerts/config/messagesByPhoneNo/1/%2B91-9000000003?start_index=0&batch_size=100',
        },
        answer: 403,
      },
      {
        what: 'another institute',
        req: {
          url: '/api/v1/alerts/config/messagesByPhoneNo/2/%2B91-9000000001?start_index=0&batch_size=100',
        },
        answer: 403,
      },
    ],
  },
  'POST /api/v1/holiday_manager/getDetail': {
    kind: 'student',
    read: true,
    req: (c) => ({ url: '/api/v1/holiday_manager/getDetail', payload: eventsBody(c) }),
    foreign: (c) => studentBodyForeign((over) => eventsBody(c, over), 'institution_id'),
  },
  'POST /api/v2/timeTable/v3': {
    kind: 'student',
    read: true,
    req: (c) => ({ url: '/api/v2/timeTable/v3', payload: timetableBody(c) }),
    foreign: (c) => studentBodyForeign((over) => timetableBody(c, over)),
  },
  'POST /api/v1/holiday_manager/event_for_timetable': {
    kind: 'student',
    read: true,
    req: (c) => ({ url: '/api/v1/holiday_manager/event_for_timetable', payload: holidayBody(c) }),
    foreign: (c) => studentBodyForeign((over) => holidayBody(c, over), 'institution_id'),
  },
  'POST /api/v2/timeTable/year-count': {
    kind: 'student',
    read: true,
    req: (c) => ({
      url: '/api/v2/timeTable/year-count',
      payload: { year: Number(c.today.slice(0, 4)), institute_id: GF, student_id: 1001 },
    }),
    foreign: (c) =>
      studentBodyForeign((over) => ({
        year: Number(c.today.slice(0, 4)),
        institute_id: GF,
        student_id: 1001,
        ...over,
      })),
  },
  'POST /api/v1/reports/Student/attendance/:student_id/:batch_id': {
    kind: 'student',
    read: true,
    req: (c) => ({
      url: `/api/v1/reports/Student/attendance/1001/${c.eightA}`,
      payload: attendanceBody(1001, c.eightA),
    }),
    foreign: (c) => [
      {
        what: 'another student',
        req: {
          url: `/api/v1/reports/Student/attendance/1002/${c.fiveB}`,
          payload: attendanceBody(1002, c.fiveB),
        },
        answer: 403,
      },
      {
        what: 'another batch',
        req: {
          url: `/api/v1/reports/Student/attendance/1001/${c.fiveB}`,
          payload: attendanceBody(1001, c.fiveB),
        },
        answer: 403,
      },
      {
        what: 'another institute',
        req: {
          url: `/api/v1/reports/Student/attendance/2001/${c.apexBatch}`,
          payload: attendanceBody(2001, c.apexBatch, APEX),
        },
        answer: 403,
      },
    ],
  },
  'GET /api/v1/meeting_manager/session/start/:institute_id/:session_id': {
    kind: 'student',
    req: (c) => ({ url: `/api/v1/meeting_manager/session/start/1/${c.ongoingSession}?isZoomLiveClass=1` }),
    // The spec answers 'may not join' as 200 { allow_start_session: false, session_link: null }: no link leaks.
    refusal: 'denied',
    parentRefused: true,
    ownerGets: (a) => (a.body.result as { allow_start_session?: boolean }).allow_start_session === true,
    foreign: (c) => [
      {
        what: 'another institute',
        req: { url: `/api/v1/meeting_manager/session/start/2/${c.ongoingSession}?isZoomLiveClass=1` },
        answer: 403,
      },
      ...(c.fiveBSession === null
        ? []
        : [
            {
              what: "another batch's session",
              req: { url: `/api/v1/meeting_manager/session/start/1/${c.fiveBSession}?isZoomLiveClass=1` },
              answer: 'denied' as const,
            },
          ]),
    ],
  },
  'POST /api/v1/timetable/feed': {
    kind: 'student',
    read: true,
    req: () => ({ url: '/api/v1/timetable/feed', payload: { institute_id: GF, student_id: 1001 } }),
    foreign: () => [
      { what: 'another student', req: { payload: { institute_id: GF, student_id: 1002 } }, answer: 403 },
      { what: 'another institute', req: { payload: { institute_id: APEX, student_id: 1001 } }, answer: 403 },
    ],
  },
  'GET /api/v1/reports/Student/:studId': {
    kind: 'student',
    req: () => ({ url: '/api/v1/reports/Student/1001' }),
    foreign: () => [
      { what: 'another student', req: { url: '/api/v1/reports/Student/1002' }, answer: 403 },
      { what: 'another institute', req: { url: '/api/v1/reports/Student/2001' }, answer: 403 },
    ],
  },
  'GET /api/v1/studentdashboard/testReports/:account_id/:user_id/:test_id/-1': {
    kind: 'scorecard',
    req: (c) => ({
      url: `/api/v1/studentdashboard/testReports/${c.who.aarav.accountId}/101/${CARD_TEST}/-1`,
    }),
    foreign: (c) => [
      {
        what: 'another student',
        req: { url: `/api/v1/studentdashboard/testReports/${c.who.aarav.accountId}/102/${CARD_TEST}/-1` },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { url: `/api/v1/studentdashboard/testReports/${c.who.riya.accountId}/201/${CARD_TEST}/-1` },
        answer: 403,
      },
    ],
  },
  'GET /api/exam-desk/student/testLabels': {
    kind: 'examdesk',
    req: () => ({ url: '/api/exam-desk/student/testLabels' }),
    ids: false,
  },
  'GET /api/exam-desk/student/testLabels/:labelId/tests': {
    kind: 'examdesk',
    req: (c) => ({ url: `/api/exam-desk/student/testLabels/${c.greenfieldLabel}/tests` }),
    // A label is the institute's: every Greenfield caller may list its tests (their own).
    ids: false,
    foreign: (c) => [
      {
        what: 'another institute',
        req: { url: `/api/exam-desk/student/testLabels/${c.apexLabel}/tests` },
        answer: 403,
      },
    ],
  },
  'POST /api/exam-desk/tests/list_id': {
    kind: 'examdesk',
    owner: 'sam',
    read: true,
    req: () => ({
      url: '/api/exam-desk/tests/list_id',
      payload: { test_ids: '9201,9202,9203', user_id: 202 },
    }),
    foreign: () => [
      { what: 'another user', req: { payload: { test_ids: '9201', user_id: 201 } }, answer: 403 },
      { what: 'a test not his', req: { payload: { test_ids: '9201,9101', user_id: 202 } }, answer: 403 },
    ],
  },
  'GET /api/exam-desk/student/testLabels/bookmark/:userId': {
    kind: 'examdesk',
    req: () => ({ url: '/api/exam-desk/student/testLabels/bookmark/101' }),
    foreign: () => [
      {
        what: 'another student',
        req: { url: '/api/exam-desk/student/testLabels/bookmark/102' },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { url: '/api/exam-desk/student/testLabels/bookmark/201' },
        answer: 403,
      },
    ],
  },
  'POST /api/exam-desk/student/testLabels/deleteBookmark': {
    kind: 'examdesk',
    req: (c) => ({
      url: '/api/exam-desk/student/testLabels/deleteBookmark',
      payload: { student_id: 1001, question_id: c.bookmark },
    }),
    foreign: (c) => [
      {
        what: 'another student',
        req: { payload: { student_id: 1002, question_id: c.bookmark } },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { payload: { student_id: 2001, question_id: c.bookmark } },
        answer: 403,
      },
    ],
  },
  'GET /api/product/prod/user-product/v2/assigned-product-test-ids/:kind': {
    kind: 'student',
    owner: 'sam',
    req: () => ({
      url: '/api/product/prod/user-product/v2/assigned-product-test-ids/Mock_Test',
      headers: PRODUCT_HEADERS,
    }),
    foreign: () => [
      {
        what: 'another user',
        req: { headers: { ...PRODUCT_HEADERS, 'x-prod-user-id': '201' } },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { headers: { ...PRODUCT_HEADERS, 'x-prod-inst-id': String(GF) } },
        answer: 403,
      },
    ],
  },
  'POST /test-panel/api/launch': {
    kind: 'student',
    req: () => ({ url: '/test-panel/api/launch', payload: { test_id: 9010 } }),
    foreign: () => [
      { what: "another institute's product test", req: { payload: { test_id: 9201 } }, answer: 403 },
      { what: 'a test that does not exist', req: { payload: { test_id: 987_654 } }, answer: 403 },
    ],
  },
  'POST /score-panel/api/launch': {
    kind: 'scorecard',
    read: true,
    req: () => ({ url: '/score-panel/api/launch', payload: { test_id: CARD_TEST, user_id: 101 } }),
    foreign: () => [
      { what: 'another student', req: { payload: { test_id: CARD_TEST, user_id: 102 } }, answer: 403 },
      { what: 'another institute', req: { payload: { test_id: CARD_TEST, user_id: 201 } }, answer: 403 },
    ],
  },
  'GET /score-panel/api/solution/:test_id': {
    kind: 'scorecard',
    req: () => ({ url: `/score-panel/api/solution/${CARD_TEST}?user_id=101` }),
    foreign: () => [
      {
        what: 'another student',
        req: { url: `/score-panel/api/solution/${CARD_TEST}?user_id=102` },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { url: `/score-panel/api/solution/${CARD_TEST}?user_id=201` },
        answer: 403,
      },
    ],
  },
  // Documents (issue 11): students by subject; hidden for parents (spec section 6), so the parent is refused.
  'GET /api/v1/fileShare/:institute_id': {
    kind: 'student',
    req: () => ({ url: '/api/v1/fileShare/1?student_id=1001' }),
    parentRefused: true,
    foreign: () => [
      { what: 'another student', req: { url: '/api/v1/fileShare/1?student_id=1002' }, answer: 403 },
      { what: 'another institute', req: { url: '/api/v1/fileShare/2?student_id=1001' }, answer: 403 },
      { what: 'an open user id', req: { url: '/api/v1/fileShare/1?user_id=202' }, answer: 403 },
    ],
  },
  'GET /api/v1/fileShare/subject-level/:institute_id': {
    kind: 'student',
    req: (c) => ({
      url: `/api/v1/fileShare/subject-level/1?student_id=1001&subject_id=${c.docs.maths}&share_with=2`,
    }),
    parentRefused: true,
    foreign: (c) => [
      {
        what: 'another student',
        req: {
          url: `/api/v1/fileShare/subject-level/1?student_id=1002&subject_id=${c.docs.maths}&share_with=2`,
        },
        answer: 403,
      },
      {
        what: "another institute's subject",
        req: {
          url: `/api/v1/fileShare/subject-level/1?student_id=1001&subject_id=${c.docs.lumiereSubject}&share_with=2`,
        },
        answer: 403,
      },
      {
        what: 'another institute',
        req: {
          url: `/api/v1/fileShare/subject-level/2?student_id=1001&subject_id=${c.docs.maths}&share_with=2`,
        },
        answer: 403,
      },
    ],
  },
  'GET /api/v1/instFileSystem/downloadFile/:institute_id': {
    kind: 'student',
    req: (c) => ({ url: `/api/v1/instFileSystem/downloadFile/1?fileId=${c.docs.guideFile}` }),
    parentRefused: true,
    foreign: (c) => [
      {
        what: "another section's file",
        req: { url: `/api/v1/instFileSystem/downloadFile/1?fileId=${c.docs.otherSectionFile}` },
        answer: 403,
      },
      {
        what: "another institute's file",
        req: { url: `/api/v1/instFileSystem/downloadFile/1?fileId=${c.docs.lumiereFile}` },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { url: `/api/v1/instFileSystem/downloadFile/2?fileId=${c.docs.guideFile}` },
        answer: 403,
      },
      {
        what: 'a read-only file',
        req: { url: `/api/v1/instFileSystem/downloadFile/1?fileId=${c.docs.readOnlyFile}` },
        answer: 403,
      },
    ],
  },
  'POST /api/v1/instFileSystem/fileDownloadCount': {
    kind: 'student',
    req: (c) => ({
      url: '/api/v1/instFileSystem/fileDownloadCount',
      payload: { document_id: c.docs.vimeoDoc, institute_id: 1 },
    }),
    parentRefused: true,
    foreign: (c) => [
      {
        what: "another section's document",
        req: { payload: { document_id: c.docs.otherSectionDoc, institute_id: 1 } },
        answer: 403,
      },
      {
        what: "another section's file",
        req: { payload: { file_id: c.docs.otherSectionFile, institute_id: 1 } },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { payload: { document_id: c.docs.vimeoDoc, institute_id: 2 } },
        answer: 403,
      },
    ],
  },

  // Study material (issue 11): hidden for parents; e-courses are claims like ids.
  'GET /api/v1/instFileSystem/get-student-ecourses/:institute_id/:id': {
    kind: 'student',
    req: () => ({ url: '/api/v1/instFileSystem/get-student-ecourses/1/1001?source=STUDENT_PORTAL' }),
    parentRefused: true,
    foreign: () => [
      {
        what: 'another student',
        req: { url: '/api/v1/instFileSystem/get-student-ecourses/1/1002?source=STUDENT_PORTAL' },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { url: '/api/v1/instFileSystem/get-student-ecourses/2/2001?source=STUDENT_PORTAL' },
        answer: 403,
      },
    ],
  },
  'POST /api/v1/instFileSystem/get-study-material': {
    kind: 'student',
    read: true,
    req: (c) => ({
      url: '/api/v1/instFileSystem/get-study-material',
      payload: { ecourse_id: c.learning.class8Library, institute_id: GF, product_id: null },
    }),
    parentRefused: true,
    foreign: (c) => [
      {
        what: "another standard's e-course",
        req: { payload: { ecourse_id: c.learning.class10Library, institute_id: GF, product_id: null } },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { payload: { ecourse_id: c.learning.class8Library, institute_id: APEX, product_id: null } },
        answer: 403,
      },
    ],
  },
  // Media (issue 11): protected videos, watch counts and history, the inline view, Vimeo links.
  'POST /api/v1/instFileSystem/videoOTP': {
    kind: 'student',
    read: true,
    req: (c) => ({
      url: '/api/v1/instFileSystem/videoOTP?source=STUDENT_PORTAL',
      payload: { videoID: String(c.learning.protectedVideo), institute_id: GF, user_id: 101 },
    }),
    // Study material is not the parents' (spec section 6), so neither are its protected videos.
    parentRefused: true,
    foreign: (c) => [
      {
        what: 'another institute',
        req: { payload: { videoID: String(c.learning.protectedVideo), institute_id: APEX, user_id: 101 } },
        answer: 403,
      },
      {
        what: "another institute's video",
        req: { payload: { videoID: String(c.learning.apexProtectedVideo), institute_id: GF, user_id: 101 } },
        answer: 403,
      },
      {
        what: 'another user id',
        req: { payload: { videoID: String(c.learning.protectedVideo), institute_id: GF, user_id: 102 } },
        answer: 403,
      },
    ],
  },
  'PUT /api/v1/instFileSystem/update-watch-count': {
    kind: 'student',
    req: () => ({
      url: '/api/v1/instFileSystem/update-watch-count',
      payload: { video_id: '76979871', institute_id: GF },
    }),
    // Each caller counts their own viewing; parents watch recordings too.
    ids: false,
    read: true,
    foreign: () => [
      {
        what: 'another institute',
        req: { payload: { video_id: '76979871', institute_id: APEX } },
        answer: 403,
      },
    ],
  },
  'POST /api/v1/instFileSystem/allocateWatchHistory': {
    kind: 'student',
    req: () => ({
      url: '/api/v1/instFileSystem/allocateWatchHistory',
      payload: { video_id: '76979871', watch_duration: 30 },
    }),
    ids: false,
    read: true,
  },
  'GET /api/product/api/v1/instFileSystem/:institute_id/files/download': {
    kind: 'student',
    req: (c) => ({ url: `/api/product/api/v1/instFileSystem/1/files/download?fileId=${c.docs.guideFile}` }),
    parentRefused: true,
    foreign: (c) => [
      {
        what: "another section's file",
        req: { url: `/api/product/api/v1/instFileSystem/1/files/download?fileId=${c.docs.otherSectionFile}` },
        answer: 403,
      },
      {
        what: "another institute's file",
        req: { url: `/api/product/api/v1/instFileSystem/1/files/download?fileId=${c.docs.lumiereFile}` },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { url: `/api/product/api/v1/instFileSystem/2/files/download?fileId=${c.docs.guideFile}` },
        answer: 403,
      },
    ],
  },
  'GET /api/video/download-links/:vimeo_video_id': {
    kind: 'student',
    req: () => ({ url: '/api/video/download-links/76979871', headers: { 'x-prod-inst-id': String(GF) } }),
    // The institute's list: every caller of the institute gets the same.
    ids: false,
    foreign: () => [
      {
        what: 'another institute',
        req: { url: '/api/video/download-links/76979871', headers: { 'x-prod-inst-id': String(APEX) } },
        answer: 403,
      },
    ],
  },
  // A random 5-minute grant bound to the asking address (a <video> cannot send the token).
  'GET /api/video/stream/:token': { kind: 'public' },
  // Live classes (issue 11): a parent reads the chosen child's (by the child's user id).
  'POST /api/v1/meeting_manager/getMeetingV2/:institute_id': {
    kind: 'student',
    read: true,
    req: () => ({
      url: '/api/v1/meeting_manager/getMeetingV2/1',
      payload: liveBody(),
    }),
    foreign: () => [
      { what: 'another user id', req: { payload: liveBody({ user_id: 102 }) }, answer: 403 },
      { what: 'another institute (body)', req: { payload: liveBody({ institution_id: APEX }) }, answer: 403 },
      {
        what: 'another institute (path)',
        req: { url: '/api/v1/meeting_manager/getMeetingV2/2', payload: liveBody() },
        answer: 403,
      },
    ],
  },
  'GET /api/v1/meeting_manager/recording/download/:institute_id/:download_id': {
    kind: 'student',
    req: (c) => ({ url: `/api/v1/meeting_manager/recording/download/1/${c.learning.poetryRecording}` }),
    foreign: (c) => [
      {
        what: 'another institute',
        req: { url: `/api/v1/meeting_manager/recording/download/2/${c.learning.poetryRecording}` },
        answer: 403,
      },
    ],
  },
  // Assignments (issue 12): a parent reads the child's, never saves; updates are multipart.
  'POST /api/v2/onlineAssignment/student/getAssignmentsDetail': {
    kind: 'student',
    read: true,
    req: () => ({
      url: `${ASSIGN}/student/getAssignmentsDetail`,
      payload: { category_id: 255, institute_id: GF, student_id: 1001 },
    }),
    foreign: () =>
      studentBodyForeign((over) => ({ category_id: 255, institute_id: GF, student_id: 1001, ...over })),
  },
  'GET /api/v2/onlineAssignment/get/:institute_id/:file_id': {
    kind: 'student',
    req: (c) => ({ url: `${ASSIGN}/get/1/${c.assign.photosynthesis}` }),
    foreign: (c) => [
      {
        what: "another section's assignment",
        req: { url: `${ASSIGN}/get/1/${c.assign.otherSection}` },
        answer: 403,
      },
      { what: 'another institute', req: { url: `${ASSIGN}/get/2/${c.assign.photosynthesis}` }, answer: 403 },
      {
        what: 'another student',
        req: { url: `${ASSIGN}/get/1/${c.assign.photosynthesis}?student_id=1002` },
        answer: 403,
      },
    ],
  },
  'GET /api/v2/onlineAssignment/getAssignmentSolution/:institute_id/:student_id/:file_id':
    studentFileCall('getAssignmentSolution'),
  'GET /api/v2/onlineAssignment/studentAttachmentsDetail/:institute_id/:student_id/:file_id':
    studentFileCall('studentAttachmentsDetail'),
  'POST /api/v2/onlineAssignment/downloadFile': {
    kind: 'student',
    read: true,
    req: (c) => ({
      url: `${ASSIGN}/downloadFile`,
      payload: { attachmentId_array: [c.assign.photoQuestion], institute_id: GF },
    }),
    foreign: (c) => [
      {
        what: "another institute's attachment",
        req: { payload: { attachmentId_array: [c.assign.apexQuestion], institute_id: GF } },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { payload: { attachmentId_array: [c.assign.photoQuestion], institute_id: APEX } },
        answer: 403,
      },
    ],
  },
  'POST /api/v2/onlineAssignment/student/updateAssignment': {
    kind: 'student',
    req: (c) => ({ url: `${ASSIGN}/student/updateAssignment`, ...submission(c.assign.fractions) }),
    foreign: (c) => [
      {
        what: "another section's assignment",
        req: submission(c.assign.otherSection),
        answer: 403,
      },
      {
        what: 'another student',
        req: submission(c.assign.fractions, { studentId_array: [1002] }),
        answer: 403,
      },
      { what: 'another institute', req: submission(c.assign.fractions, { institute_id: APEX }), answer: 403 },
    ],
  },
  // Fees (issue 13): a parent reads the child's; the receipt link's file route takes no token.
  'GET /api/v1/studentWise/fee/:institute_id/students/:student_id/:acad_year_id': {
    kind: 'student',
    req: () => ({ url: `${FEE}/1/students/1001/${currentYearId(GF)}` }),
    foreign: () => [
      { what: 'another student', req: { url: `${FEE}/1/students/1002/${currentYearId(GF)}` }, answer: 403 },
      {
        what: 'another institute',
        req: { url: `${FEE}/2/students/2001/${currentYearId(APEX)}` },
        answer: 403,
      },
      {
        what: "another institute's academic year",
        req: { url: `${FEE}/1/students/1001/${currentYearId(APEX)}` },
        answer: 403,
      },
    ],
  },
  'GET /api/v1/studentWise/fee/:student_id/feeReceipt/:receipt_no/download': {
    kind: 'student',
    req: (c) => ({ url: receiptCall(1001, c.fees.aarav) }),
    foreign: (c) => [
      { what: "another student's receipt", req: { url: receiptCall(1001, c.fees.diya) }, answer: 403 },
      { what: 'another student', req: { url: receiptCall(1002, c.fees.diya) }, answer: 403 },
      { what: "another institute's receipt", req: { url: receiptCall(1001, c.fees.apex) }, answer: 403 },
    ],
  },
  // A random 5-minute link, made only after the checks above and bound to the asking address.
  'GET /api/v1/studentWise/fee/receipt-file/:token': { kind: 'public' },
  // My products (issue 12), under the product base: the header ids are claims.
  'GET /api/product/prod/student-product/my-products': {
    kind: 'student',
    owner: 'sam',
    req: () => ({ url: '/api/product/prod/student-product/my-products', headers: PRODUCT_HEADERS }),
    foreign: () => [
      {
        what: 'another user',
        req: { headers: { ...PRODUCT_HEADERS, 'x-prod-user-id': '201' } },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { headers: { ...PRODUCT_HEADERS, 'x-prod-inst-id': String(GF) } },
        answer: 403,
      },
    ],
  },
  'GET /api/product/prod/student-product/item-type-description/:id': {
    kind: 'student',
    owner: 'sam',
    req: (c) => ({
      url: `/api/product/prod/student-product/item-type-description/${c.products.crash}`,
      headers: PRODUCT_HEADERS,
    }),
    foreign: (c) => [
      {
        what: 'a product not owned',
        req: { url: `/api/product/prod/student-product/item-type-description/${c.products.physics}` },
        answer: 403,
      },
      {
        what: "another institute's product",
        req: { url: `/api/product/prod/student-product/item-type-description/${c.products.abitur}` },
        answer: 403,
      },
      {
        what: 'another user',
        req: { headers: { ...PRODUCT_HEADERS, 'x-prod-user-id': '201' } },
        answer: 403,
      },
      {
        what: 'another institute',
        req: { headers: { ...PRODUCT_HEADERS, 'x-prod-inst-id': String(GF) } },
        answer: 403,
      },
    ],
  },
  // The windows' own tokens (from a single-use key): a grant of one test, no ids to substitute.
  'GET /test-panel/api/paper': { kind: 'panel', req: () => ({ url: '/test-panel/api/paper' }) },
  'PUT /test-panel/api/answers': { kind: 'panel' },
  'POST /test-panel/api/submit': { kind: 'panel' },
  'PUT /test-panel/api/bookmark': { kind: 'panel' },
  'GET /score-panel/api/card': { kind: 'card', req: () => ({ url: '/score-panel/api/card' }) },
};

/** The route table's auth for each declared kind. */
const AUTH_OF: Record<Kind, RouteEntry['auth']> = {
  student: 'student',
  examdesk: 'examdesk',
  scorecard: 'scorecard',
  panel: 'other',
  card: 'none',
  public: 'none',
  web: 'none',
};

let t: TestApp;
let ctx: Ctx;
/** Ids of demo documents the documents routes are called with (by their seeded titles). */
async function documentIds(): Promise<Ctx['docs']> {
  const byTitle = async (title: string) =>
    (await t.database.db.select().from(sharedDocuments).where(eq(sharedDocuments.title, title)))[0]!;
  const [guide, reference, answerKey, lumiere, vimeo] = await Promise.all(
    [
      'Algebra practice guide',
      'Geometry reference (read-only)',
      'Class 8 B: answer key',
      "Guide de l'élève",
      'Big Buck Bunny on Vimeo',
    ].map(byTitle),
  );
  return {
    maths: guide!.subjectId!,
    lumiereSubject: lumiere!.subjectId!,
    guideFile: guide!.fileId!,
    readOnlyFile: reference!.fileId!,
    otherSectionFile: answerKey!.fileId!,
    lumiereFile: lumiere!.fileId!,
    vimeoDoc: vimeo!.id,
    otherSectionDoc: answerKey!.id,
  };
}

async function assignmentIds(): Promise<Ctx['assign']> {
  const db = t.database.db;
  const byTitle = async (title: string) =>
    (await db.select({ id: assignments.id }).from(assignments).where(eq(assignments.title, title)))[0]!.id;
  const question = async (assignmentId: number) =>
    (
      await db
        .select({ id: assignmentAttachments.id })
        .from(assignmentAttachments)
        .where(
          and(
            eq(assignmentAttachments.assignmentId, assignmentId),
            eq(assignmentAttachments.role, 'question'),
            isNotNull(assignmentAttachments.fileId),
          ),
        )
        .limit(1)
    )[0]!.id;
  const photosynthesis = await byTitle('Photosynthesis diagram');
  return {
    fractions: await byTitle('Fractions practice sheet'),
    photosynthesis,
    otherSection: await byTitle('Class 8 B reading log'),
    photoQuestion: await question(photosynthesis),
    apexQuestion: await question(await byTitle('Rotational dynamics problem set')),
  };
}

async function productIds(): Promise<Ctx['products']> {
  const byName = async (name: string) =>
    (await t.database.db.select({ id: products.id }).from(products).where(eq(products.name, name)))[0]!.id;
  return {
    crash: await byName('JEE Crash Course 2027'),
    physics: await byName('Physics Foundation'),
    abitur: await byName('Abiturvorbereitung Mathematik'),
  };
}

/** Ids of the demo's e-courses, protected videos and stored recording. */
async function learningIds(): Promise<Ctx['learning']> {
  const db = t.database.db;
  const ecourse = async (instituteId: number, name: string) =>
    (
      await db
        .select({ id: courseTypes.id })
        .from(courseTypes)
        .where(and(eq(courseTypes.instituteId, instituteId), eq(courseTypes.name, name)))
    )[0]!.id;
  const protectedIn = async (instituteId: number, title?: string) =>
    (
      await db
        .select({ file: studyFiles.fileId })
        .from(studyFiles)
        .innerJoin(studyTopics, eq(studyTopics.id, studyFiles.topicId))
        .innerJoin(courseTypes, eq(courseTypes.id, studyTopics.courseTypeId))
        .where(
          and(
            eq(courseTypes.instituteId, instituteId),
            eq(studyFiles.fileType, 'VDOCipher'),
            title === undefined ? sql`true` : eq(studyFiles.title, title),
          ),
        )
        .limit(1)
    )[0]!.file!;
  const [recording] = await db
    .select({ id: recordings.id })
    .from(recordings)
    .innerJoin(timetableEntries, eq(timetableEntries.id, recordings.entryId))
    .where(and(eq(timetableEntries.sessionName, 'English poetry circle'), isNotNull(recordings.storedFileId)))
    .limit(1);
  return {
    class8Library: await ecourse(GF, 'Class 8 Library'),
    class10Library: await ecourse(GF, 'Class 10 Library'),
    protectedVideo: await protectedIn(GF, 'Protected lesson: how plants make food'),
    apexProtectedVideo: await protectedIn(APEX),
    poetryRecording: recording!.id,
  };
}

/** A receipt of each of Aarav, Diya and Riya, from the demo payments. */
async function receipts(): Promise<Ctx['fees']> {
  const of = async (studentId: number): Promise<Receipt> => {
    const [row] = await t.database.db
      .select({
        no: feePayments.receiptNo,
        finYr: feePayments.financialYear,
        year: feePayments.academicYearId,
      })
      .from(feePayments)
      .where(eq(feePayments.studentId, studentId))
      .orderBy(desc(feePayments.paidOn))
      .limit(1);
    return row!;
  };
  return { aarav: await of(1001), diya: await of(1002), apex: await of(2001) };
}

const hostOf = (who: Who) => (DEMO_LOGINS[who] as readonly [string, string?])[1];

async function account(who: Who): Promise<Account> {
  const signedIn = await signIn(t.app, { user_name: DEMO_LOGINS[who][0] }, { host: hostOf(who) });
  return {
    student: signedIn.student_auth,
    desk: signedIn.examdesk_auth_token,
    card: signedIn.scorecard_auth_token,
    userId: signedIn.user_id,
    userType: signedIn.user_type,
    accountId: signedIn.account_id,
    host: hostOf(who),
  };
}

function tokenOf(person: Account, kind: Kind): string | undefined {
  return kind === 'examdesk' ? person.desk : kind === 'scorecard' ? person.card : person.student;
}

/** The same token with one character of its secret changed. */
function tampered(token: string, kind: Kind): string {
  const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
  if (kind === 'student') {
    const [sessionId, secret, scope] = token.split(':') as [string, string, string];
    return `${sessionId}:${flip(secret, 3)}:${scope}`;
  }
  return flip(token, 3);
}

const [METHOD_OF, URL_OF] = [(key: string) => key.split(' ')[0]!, (key: string) => key.split(' ')[1]!];

let calls = 0;
/** One call with the portal's usual headers; the body parsed when it is JSON (a PDF is not). */
async function send(method: string, req: Req, token: string | undefined, host?: string): Promise<Answer> {
  calls += 1;
  const headers: Record<string, string> = { host: host ?? HOST, source: 'WEB', ...req.headers };
  if (token !== undefined) headers.authorization = token;
  const response = await t.app.inject({
    method: method as 'GET',
    url: req.url,
    headers,
    ...(req.payload === undefined ? {} : { payload: req.payload as object }),
  });
  const json = /json/.test(String(response.headers['content-type']))
    ? (response.json() as Answer['body'])
    : undefined;
  return {
    status: response.statusCode,
    body: json ?? { statusCode: response.statusCode, message: '', result: null },
    response,
  };
}

const isEmptyList = (a: Answer) =>
  a.status === 200 && Array.isArray(a.body.result) && (a.body.result as unknown[]).length === 0;
const isDenied = (a: Answer) => {
  const result = a.body.result as { allow_start_session?: boolean; session_link?: unknown } | null;
  return a.status === 200 && result?.allow_start_session === false && result.session_link === null;
};
/** Whether an answer is the expected refusal. */
const refusedAs = (refusal: Refusal, a: Answer) =>
  refusal === 403 ? a.status === 403 : refusal === 'empty' ? isEmptyList(a) : isDenied(a);

beforeAll(async () => {
  t = await createTestApp();
  const people = await Promise.all(CALLERS.map(async (who) => [who, await account(who)] as const));
  const who = Object.fromEntries(people) as Record<Who, Account>;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  type Entry = {
    batch_id: number | null;
    session_id: number | null;
    session_name: string;
    class_type: string;
  };
  const entriesOf = async (person: Account, over: Record<string, unknown>) => {
    const answer = await call<{ batchTimeTableList: Record<string, Entry[]> }>(
      t.app,
      'POST',
      '/api/v2/timeTable/v3',
      {
        token: person.student,
        host: person.host,
        payload: timetableBody({ today } as Ctx, over),
      },
    );
    expect(answer.status, answer.body.message).toBe(200);
    return Object.values(answer.body.result.batchTimeTableList).flat();
  };
  const aaravDays = await entriesOf(who.aarav, {});
  const diyaDays = await entriesOf(who.meera, {
    student_id: 1002,
    startdate: addDays(today, -20),
    enddate: addDays(today, 20),
  });
  const apexDays = await entriesOf(who.riya, {
    institute_id: APEX,
    student_id: 2001,
    startdate: addDays(today, -20),
    enddate: addDays(today, 20),
  });
  const labels = async (person: Account) => {
    const answer = await call(t.app, 'GET', '/api/exam-desk/student/testLabels', {
      token: person.desk,
      host: person.host,
    });
    return (answer.body as unknown as { data: Array<{ label_id: number }> }).data;
  };
  const bookmarks = await call(t.app, 'GET', '/api/exam-desk/student/testLabels/bookmark/101', {
    token: who.aarav.desk,
  });
  ctx = {
    who,
    today,
    eightA: aaravDays.find((e) => e.batch_id !== null)!.batch_id!,
    fiveB: diyaDays.find((e) => e.batch_id !== null)!.batch_id!,
    apexBatch: apexDays.find((e) => e.batch_id !== null)!.batch_id!,
    ongoingSession: aaravDays.find((e) => e.session_name === 'Maths doubt-clearing session')!.session_id!,
    fiveBSession:
      diyaDays.find((e) => e.session_id !== null && e.class_type === 'Online Class')?.session_id ?? null,
    greenfieldLabel: (await labels(who.aarav))[0]!.label_id,
    apexLabel: (await labels(who.riya))[0]!.label_id,
    bookmark: (bookmarks.body as unknown as { data: Array<{ ques_id: number }> }).data[0]!.ques_id,
    docs: await documentIds(),
    products: await productIds(),
    assign: await assignmentIds(),
    learning: await learningIds(),
    fees: await receipts(),
  };
}, 120_000);
afterAll(() => t.close());

describe('access matrix (issue 14)', () => {
  it('declares an expectation for every registered route, and no route that is gone', () => {
    const registered = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(
      registered.filter((key) => !(key in MATRIX)),
      'routes without a declared expectation',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !registered.includes(key)),
      'declared routes that are gone',
    ).toEqual([]);
    const wrongAuth = t.app.routeTable
      .filter(
        (r) => MATRIX[`${r.method} ${r.url}`] && AUTH_OF[MATRIX[`${r.method} ${r.url}`]!.kind] !== r.auth,
      )
      .map((r) => `${r.method} ${r.url}: declared ${MATRIX[`${r.method} ${r.url}`]!.kind}, takes ${r.auth}`);
    expect(wrongAuth, 'declared kind vs the token the route takes').toEqual([]);
  });

  it('refuses every caller but the owner, every foreign id, and a parent writing; the owner gets 2xx', async () => {
    const problems: string[] = [];
    const substitutions = new Set<string>();
    const callers = new Set<string>();
    const check = (what: string, answer: Answer, ok: (status: number) => boolean, expected: string) => {
      if (!ok(answer.status))
        problems.push(`${what}: expected ${expected}, got ${answer.status} ${answer.body?.message ?? ''}`);
    };
    const refused = (s: number) => s === 401 || s === 403;
    const success = (s: number) => s >= 200 && s < 300;

    // Spare sessions of Aarav: one logged out, one left idle past the limit.
    const loggedOut = await account('aarav');
    const logout = await send(
      'GET',
      { url: '/api/v1/alternateLogin/logout?deviceId=test-browser-device-0001' },
      loggedOut.student,
    );
    expect(logout.status).toBe(200);
    const idle = await account('aarav');
    const idleSession = parseCompositeToken(idle.student)!.sessionId;

    const tokenRoutes = Object.entries(MATRIX).filter(([, e]) =>
      ['student', 'examdesk', 'scorecard'].includes(e.kind),
    );
    const last: Array<() => Promise<void>> = [];
    for (const [key, e] of tokenRoutes) {
      const method = METHOD_OF(key);
      const owner = e.owner ?? 'aarav';
      const o = ctx.who[owner];
      const req = e.req!(ctx);
      const at = (r: Partial<Req>): Req => ({ ...req, ...r });
      const label = (what: string) => `${key} [${what}]`;

      // The first four: no token, tampered, logged out, expired.
      callers.add('no token').add('tampered').add('logged out').add('expired');
      check(label('no token'), await send(method, req, undefined, o.host), (s) => s === 401, '401');
      check(
        label('tampered token'),
        await send(method, req, tampered(tokenOf(o, e.kind)!, e.kind), o.host),
        (s) => s === 403,
        '403 session expired',
      );
      if (owner === 'aarav') {
        check(
          label('logged-out session'),
          await send(method, req, tokenOf(loggedOut, e.kind), o.host),
          (s) => s === 403,
          '403',
        );
        await t.database.db
          .update(sessions)
          .set({ endedAt: null, lastSeenAt: new Date() })
          .where(eq(sessions.id, idleSession));
        t.clock.now = new Date(Date.now() + SESSION_IDLE_LIMIT_MS + 60_000);
        const answer = await send(method, req, tokenOf(idle, e.kind), o.host);
        t.clock.now = null;
        check(label('expired session'), answer, (s) => s === 403, '403');
      }

      // Foreign ids with the owner's own token.
      for (const f of e.foreign?.(ctx) ?? []) {
        substitutions.add(f.what);
        const answer = await send(method, at(f.req), tokenOf(o, e.kind), o.host);
        check(label(`foreign: ${f.what}`), answer, () => refusedAs(f.answer, answer), String(f.answer));
      }

      // Other callers sending the owner's request.
      if (e.ids !== false) {
        for (const other of CALLERS.filter((w) => w !== owner && w !== PARENT_OF[owner])) {
          const token = tokenOf(ctx.who[other], e.kind);
          if (!token) continue;
          callers.add(other);
          const answer = await send(method, req, token, ctx.who[other].host);
          const refusal = e.refusal ?? 403;
          check(
            label(`as ${other}`),
            answer,
            (s) => refused(s) || refusedAs(refusal, answer),
            String(refusal),
          );
        }
      }

      // The parent of the child: reads allowed, writes refused.
      const parent = PARENT_OF[owner];
      if (parent && !(e.parent && 'skip' in e.parent)) {
        callers.add(parent);
        const parentReq = typeof e.parent === 'function' ? e.parent(ctx) : req;
        const answer = await send(method, parentReq, tokenOf(ctx.who[parent], e.kind), ctx.who[parent].host);
        const read = e.read ?? method === 'GET';
        const isPwd = key === 'POST /api/v1/changePwd';
        if (e.parentRefused) {
          const refusal = e.refusal ?? 403;
          check(
            label(`as ${parent} (parent, refused)`),
            answer,
            () => refusedAs(refusal, answer),
            String(refusal),
          );
        } else if (read) check(label(`as ${parent} (parent, read)`), answer, success, '2xx');
        else
          check(
            label(`as ${parent} (parent, write)`),
            answer,
            (s) => s === 403 || s === 409,
            isPwd ? '403 (not her password)' : '403/409',
          );
      }

      // The owner, last (or on a fresh session / after every other route when it ends sessions).
      callers.add(owner);
      const ownerCall = async (token: string | undefined) => {
        const answer = await send(method, req, token, o.host);
        check(label(`owner ${owner}`), answer, (s) => success(s) && (e.ownerGets?.(answer) ?? true), '2xx');
      };
      if (e.ownerLast === 'fresh-session') await ownerCall(tokenOf(await account(owner), e.kind));
      else if (e.ownerLast === 'end') last.push(() => ownerCall(tokenOf(o, e.kind)));
      else await ownerCall(tokenOf(o, e.kind));
    }

    // The windows' tokens (test panel, score card): none, tampered → 401; the owner's window → 200.
    const panelKey = await send(
      'POST',
      { url: '/test-panel/api/launch', payload: { test_id: 9011 } },
      ctx.who.aarav.student,
    );
    const panelOpen = await send(
      'POST',
      {
        url: '/test-panel/api/open',
        payload: { key: (panelKey.body.result as { url: string }).url.split('/launch/')[1] },
      },
      undefined,
    );
    const panelToken = (panelOpen.body.result as { token: string }).token;
    const cardKey = await send(
      'POST',
      { url: '/score-panel/api/launch', payload: { test_id: CARD_TEST, user_id: 101 } },
      ctx.who.aarav.card,
    );
    const cardOpen = await send(
      'POST',
      {
        url: '/score-panel/api/open',
        payload: { key: (cardKey.body.result as { url: string }).url.split('/card/')[1] },
      },
      undefined,
    );
    const cardToken = (cardOpen.body.result as { token: string }).token;
    for (const [key, e] of Object.entries(MATRIX).filter(
      ([, x]) => x.kind === 'panel' || x.kind === 'card',
    )) {
      const method = METHOD_OF(key);
      const req = e.req?.(ctx) ?? { url: URL_OF(key), payload: method === 'GET' ? undefined : {} };
      const token = e.kind === 'panel' ? panelToken : cardToken;
      check(`${key} [no token]`, await send(method, req, undefined), (s) => s === 401, '401');
      check(
        `${key} [tampered token]`,
        await send(method, req, tampered(token, e.kind)),
        (s) => s === 401,
        '401',
      );
      check(
        `${key} [a student token]`,
        await send(method, req, ctx.who.aarav.student),
        (s) => s === 401,
        '401',
      );
      if (e.req) check(`${key} [owner's window]`, await send(method, req, token), success, '2xx');
    }

    for (const run of last) await run();

    const authenticated =
      tokenRoutes.length +
      Object.values(MATRIX).filter((x) => x.kind === 'panel' || x.kind === 'card').length;
    console.log(
      `access matrix: ${Object.keys(MATRIX).length} routes (${authenticated} authenticated) × ${callers.size} callers × ${substitutions.size} kinds of foreign id; ${calls} calls`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
