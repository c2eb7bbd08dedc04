import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { callsNeverAnswer, startedQueryKeys } from '../lib/query-testing';
import type { Session } from '../lib/session';
import { routeModule } from './router';
import { signedInScreens } from './screens';

/*
 * Issue 30, one data mechanism: the server draws a signed-in screen once, after its route's loader
 * has run the screen's prefetch into the page's own query client (router.tsx, server-render.tsx).
 * A call the prefetch misses is drawn as loading, so each screen's prefetch must start the very
 * queries (same keys) its first drawing reads; a call that needs another's answer is started once
 * that answer is there. The calls never answer here: what is checked is what was started.
 */

const YEAR = {
  inst_acad_year_id: 12,
  inst_acad_year: '2026-27',
  start_date: '2026-04-01',
  end_date: '2027-03-31',
};
/** A school student (Aarav of the demo data, in short). */
const student = {
  institute_id: 1,
  user_id: 101,
  user_type: 1,
  student_id: 1001,
  stud_id: 1001,
  acad_yr_id: 12,
  selectedAcadYrId: 12,
  acad_year_list: [YEAR],
  student_acad_year: [{ acad_yr_id: 12, acad_yr_name: '2026-27' }],
  ay_start_date: '',
  ay_end_date: '',
  is_institute_type_school: true,
  enable_eLearn_feature: true,
  country_calling_code: '91',
  phone_no: '9000000001',
  mobile_no: '',
  parent_num: '',
  time_zone: 'Asia/Kolkata',
  inst_set_up: { marketing_banner: true, exam: 'ONLINE' },
} as unknown as Session;

const MONTH = (kind: string) => ['timetable', kind, 1, { student_id: 1001 }, 12, 2026, 11];

/** Each signed-in address and the keys its prefetch starts for the student above. */
const EXPECTED: [string, QueryKey[]][] = [
  [
    '/dashboard',
    [
      ['dashboard', 'announcements', 1, 1001],
      ['dashboard', 'banners', 1, 1],
      ['dashboard', 'today', 1, 1001],
    ],
  ],
  ['/announcement', [['dashboard', 'announcements', 1, 1001]]],
  ['/Messages', [['messages', 1, '+91-9000000001']]],
  [
    '/exam',
    [
      ['exams', 'labels', 1],
      ['exams', 'product-ids', 1, 101, 'Mock_Test'],
      ['exams', 'product-ids', 1, 101, 'Online_Test'],
    ],
  ],
  ['/report', [['exams', 'labels', 1]]],
  ['/report?test=42', [['reports', 'test', 1, 1001, 42]]],
  ['/assignment', [['assignments', 'list', 1, 1001]]],
  [
    '/assignment/7',
    [
      ['assignments', 'detail', 1, 1001, 7],
      ['assignments', 'mine', 1, 1001, 7],
    ],
  ],
  ['/live', [['live-classes', 1, 101, 'now', '', '']]],
  ['/document', [['documents', 'subjects', 1, 101, 1001]]],
  ['/profile', [['profile', 1, 1001]]],
  ['/Profile', [['profile', 1, 1001]]],
  ['/product', [['products', 'mine', 1, 101]]],
  ['/product/5', [['products', 'mine', 1, 101]]],
  ['/studymaterial', [['study-material', 'ecourses', 1, 1001]]],
  ['/timetable', [MONTH('holidays'), MONTH('month')]],
  ['/timetable?view=year&year=2026', [['timetable', 'year', 1, { student_id: 1001 }, 12, 2026]]],
  ['/eventCalender', [['events', 1, 1001, 2026, 11, false]]],
  ['/fees', [['academic-years', 1]]],
];

const sorted = (keys: QueryKey[]) =>
  keys.map((key) => JSON.stringify(key)).sort((a, b) => a.localeCompare(b));

async function prefetchOf(pathname: string) {
  const screen = signedInScreens.find(({ path }) =>
    new RegExp(`^/${path.replace(/:\w+/g, '[^/]+')}$`).test(pathname),
  );
  if (!screen) throw new Error(`no screen for ${pathname}`);
  const { prefetch } = await routeModule(screen.route);
  if (!prefetch) throw new Error(`${screen.path} has no prefetch`);
  const id = /\/(\d+)$/.exec(pathname)?.[1];
  return (session: Session, address: string) => {
    // Started, not awaited: the calls never answer, and the test's end cancels them.
    void prefetch(queryClient, session, new URL(`http://localhost${address}`), {
      fileId: id,
      id,
    }).catch(() => undefined);
  };
}

/** Let the prefetch's awaited answers (set in the cache) be read and the next calls start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('every signed-in screen’s prefetch', () => {
  // The screens' code and the calls' contracts load once, before the clock is pinned; a route file
  // the table names that is not there fails here.
  beforeAll(async () => {
    await Promise.all(signedInScreens.map(({ route }) => routeModule(route)));
  }, 60_000);
  callsNeverAnswer();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T04:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('covers each route of the table', () => {
    const paths = new Set(EXPECTED.map(([address]) => address.split('?')[0]!.replace(/\/\d+$/, '/:id')));
    for (const { path } of signedInScreens)
      expect(paths.has(`/${path.replace(':fileId', ':id')}`), path).toBe(true);
  });

  it.each(EXPECTED)('%s starts the queries its first drawing reads', async (address, keys) => {
    (await prefetchOf(address.split('?')[0]!))(student, address);
    await settle();
    expect(sorted(startedQueryKeys())).toEqual(sorted(keys));
  });

  it('a parent’s chosen child: no documents (the screen says they are not for parents), no study material', async () => {
    const parent = { ...student, user_type: 3, parent_num: '9000000002' } as Session;
    (await prefetchOf('/document'))(parent, '/document');
    (await prefetchOf('/studymaterial'))(parent, '/studymaterial');
    await settle();
    expect(startedQueryKeys()).toEqual([]);
  });

  it('no calls where the route goes home: the calendar of a coaching institute, an open user’s fees', async () => {
    const coaching = { ...student, is_institute_type_school: false } as Session;
    const open = { ...student, user_type: 99, student_id: null, stud_id: null } as Session;
    (await prefetchOf('/eventCalender'))(coaching, '/eventCalender');
    (await prefetchOf('/fees'))(open, '/fees');
    await settle();
    expect(startedQueryKeys()).toEqual([]);
  });

  // A call that needs another's answer: started once that answer is in the cache.
  it.each<[string, [QueryKey, unknown][], QueryKey]>([
    [
      '/document',
      [[['documents', 'subjects', 1, 101, 1001], [{ subject_id: 3, subject_name: 'Maths' }]]],
      ['documents', 'files', 1, 101, 1001, 3],
    ],
    ['/product/5', [[['products', 'mine', 1, 101], [{ id: 5 }]]], ['products', 'item-types', 1, 101, 5]],
    ['/fees', [[['academic-years', 1], [YEAR]]], ['fees', 'summary', 1, 1001, 12]],
    ['/fees?year=12&tab=payment', [[['academic-years', 1], [YEAR]]], ['fees', 'summary', 1, 1001, 12]],
    [
      '/report?label=4',
      [[['exams', 'labels', 1], [{ label_id: 4, label_name: 'Unit tests' }]]],
      ['exams', 'tests', 1, 1001, 4],
    ],
  ])('%s asks for the next call once the first has answered', async (address, answered, next) => {
    for (const [key, data] of answered) queryClient.setQueryData(key, data);
    (await prefetchOf(address.split('?')[0]!))(student, address);
    await settle();
    expect(sorted(startedQueryKeys())).toEqual(sorted([...answered.map(([key]) => key), next]));
  });

  it('an open user’s product exams on /report: the ids of both kinds, then each kind’s tests', async () => {
    const open = { ...student, user_type: 99, student_id: null, stud_id: null } as Session;
    queryClient.setQueryData(['exams', 'product-ids', 1, 101, 'Mock_Test'], [{ test_id: 9 }]);
    queryClient.setQueryData(['exams', 'product-ids', 1, 101, 'Online_Test'], []);
    (await prefetchOf('/report'))(open, '/report');
    await settle();
    expect(startedQueryKeys()).toEqual(
      expect.arrayContaining([
        ['exams', 'product-tests', 1, 101, 'Mock_Test', '9'],
        ['exams', 'product-tests', 1, 101, 'Online_Test', ''],
      ]),
    );
  });
});
