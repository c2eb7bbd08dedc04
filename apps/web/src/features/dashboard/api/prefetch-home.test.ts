import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { callsNeverAnswer, startedQueryKeys as keys } from '@/lib/query-testing';
import type { Session } from '@/lib/session';
import { prefetchHome } from './prefetch-home';

/*
 * The home screen's calls sent early by its route's loader (issue 15, "fast everywhere") must be
 * the very queries its hooks then read (useBanners, useToday, useAnnouncements), on the same
 * conditions: another key would send each call twice, a missing condition a call the screen never
 * makes (banners without the institute's banner setting, Today for an open user).
 */
const session = (patch: Partial<Session> & { marketing_banner?: boolean }): Session =>
  ({
    institute_id: 1,
    user_type: 1,
    student_id: 1001,
    stud_id: 1001,
    ...patch,
    inst_set_up: { marketing_banner: patch.marketing_banner ?? true },
  }) as unknown as Session;

const HOME = new URL('http://localhost/dashboard');

/** Started, not awaited: the calls never answer, and the test's end cancels them. */
const start = (prefetching: Promise<unknown>) => void prefetching.catch(() => undefined);

describe('prefetchHome', () => {
  // The calls load their contracts beside them: loaded here first, so none is still loading when the file ends.
  beforeAll(async () => {
    await Promise.all([import('@portal/shared/dashboard/schema'), import('@portal/shared/today/schema')]);
  });
  callsNeverAnswer();

  it("starts a student's banners, Today and announcements under the keys the screen reads", () => {
    start(prefetchHome(queryClient, session({}), HOME));
    expect(keys()).toEqual([
      ['dashboard', 'announcements', 1, 1001],
      ['dashboard', 'banners', 1, 1],
      ['dashboard', 'today', 1, 1001],
    ]);
  });

  it("asks a parent's chosen child's Today and announcements", () => {
    start(prefetchHome(queryClient, session({ user_type: 3, student_id: 2002, stud_id: 2002 }), HOME));
    expect(keys()).toContainEqual(['dashboard', 'today', 1, 2002]);
    expect(keys()).toContainEqual(['dashboard', 'announcements', 1, 2002]);
  });

  it('asks no banners where the institute shows none, and no Today for an open user', () => {
    start(
      prefetchHome(
        queryClient,
        session({ marketing_banner: false, user_type: 99, student_id: null, stud_id: null }),
        HOME,
      ),
    );
    expect(keys()).toEqual([['dashboard', 'announcements', 1, null]]);
  });

  it('asks the announcements alone for /announcement, which shows neither banners nor Today', () => {
    start(prefetchHome(queryClient, session({}), new URL('http://localhost/announcement')));
    expect(keys()).toEqual([['dashboard', 'announcements', 1, 1001]]);
  });
});
