import { describe, expect, it } from 'vitest';
import {
  matchesRoutePath,
  activeMenuKey,
  isLoginDayStale,
  menuItems,
  needsAcademicYearChoice,
  normaliseExternalUrl,
  parseTheme,
  rewriteTokenAcadYear,
  tokenAcadYear,
  type MenuContext,
} from './rules';

type CtxOverride = Partial<Omit<MenuContext, 'plan'>> & { plan?: Partial<MenuContext['plan']> };
const ctx = (over: CtxOverride = {}): MenuContext => ({
  userType: 1,
  isSchool: true,
  assignmentFeature: true,
  ...over,
  plan: {
    classes: 'HYBRID_BLENDED',
    exam: 'HYBRID_BLENDED',
    file_manager_study_material: 'BOTH',
    store: true,
    ...over.plan,
  },
});
const keys = (c: MenuContext) => menuItems(c).map((item) => item.key);

describe('menuItems: the table of spec section 2', () => {
  it('shows everything to a student of a full school plan', () => {
    expect(keys(ctx())).toEqual([
      'home',
      'timetable',
      'studyMaterials',
      'liveClasses',
      'myExam',
      'examReports',
      'documents',
      'assignments',
      'myProducts',
      'eventCalendar',
      'fees',
    ]);
  });
  it('hides study materials and documents from parents', () => {
    const k = keys(ctx({ userType: 2 }));
    expect(k).not.toContain('studyMaterials');
    expect(k).not.toContain('documents');
    expect(k).toContain('fees');
    expect(k).toContain('assignments');
  });
  it('follows the file-manager setting', () => {
    expect(keys(ctx({ plan: { file_manager_study_material: 'STUDY_MATERIAL' } }))).toContain(
      'studyMaterials',
    );
    expect(keys(ctx({ plan: { file_manager_study_material: 'STUDY_MATERIAL' } }))).not.toContain('documents');
    expect(keys(ctx({ plan: { file_manager_study_material: 'FILE_MANAGER' } }))).toContain('documents');
    expect(keys(ctx({ plan: { file_manager_study_material: 'FILE_MANAGER' } }))).not.toContain(
      'studyMaterials',
    );
    expect(keys(ctx({ plan: { file_manager_study_material: 'NONE' } }))).not.toContain('documents');
  });
  it('shows live classes and my exam for online or hybrid, reports for any exam mode', () => {
    const offline = keys(ctx({ plan: { classes: 'OFFLINE', exam: 'OFFLINE' } }));
    expect(offline).not.toContain('liveClasses');
    expect(offline).not.toContain('myExam');
    expect(offline).toContain('examReports');
    const online = keys(ctx({ plan: { classes: 'ONLINE', exam: 'ONLINE' } }));
    expect(online).toContain('liveClasses');
    expect(online).toContain('myExam');
  });
  it('follows the assignment and store flags and the school type', () => {
    expect(keys(ctx({ assignmentFeature: false }))).not.toContain('assignments');
    expect(keys(ctx({ plan: { store: false } }))).not.toContain('myProducts');
    expect(keys(ctx({ isSchool: false }))).not.toContain('eventCalendar');
  });
  it('omits assignments, event calendar and fees for user_type 99', () => {
    const k = keys(ctx({ userType: 99 }));
    expect(k).not.toContain('assignments');
    expect(k).not.toContain('eventCalendar');
    expect(k).not.toContain('fees');
    expect(k).toContain('studyMaterials');
  });
});

describe('activeMenuKey: by URL prefix', () => {
  const items = menuItems(ctx());
  it.each([
    ['/dashboard', 'home'],
    ['/announcement', 'home'],
    ['/product/12', 'myProducts'],
    ['/assignment/abc', 'assignments'],
    ['/fees', 'fees'],
    ['/profile', null],
    ['/feesx', null],
  ] as const)('%s -> %s', (path, key) => {
    expect(activeMenuKey(path, items)).toBe(key);
  });
});

describe('normaliseExternalUrl', () => {
  it('puts https:// before a URL without http', () => {
    expect(normaliseExternalUrl('twitter.com/greenfield')).toBe('https://twitter.com/greenfield');
  });
  it('keeps http and https URLs', () => {
    expect(normaliseExternalUrl('http://a.test')).toBe('http://a.test');
    expect(normaliseExternalUrl('https://a.test')).toBe('https://a.test');
  });
  it('hides empty ones', () => {
    expect(normaliseExternalUrl('')).toBeNull();
    expect(normaliseExternalUrl(null)).toBeNull();
  });
});

describe('composite token academic-year part', () => {
  it('rewrites only the third part', () => {
    expect(rewriteTokenAcadYear('abc:def:1|5', 1, 7)).toBe('abc:def:1|7');
    expect(tokenAcadYear('abc:def:3|9')).toEqual({ instituteId: 3, acadYrId: 9 });
  });
  it('refuses a token that is not composite', () => {
    expect(() => rewriteTokenAcadYear('abc', 1, 2)).toThrow();
    expect(tokenAcadYear('abc:def:x')).toBeNull();
  });
});

describe('session and shell rules', () => {
  it('asks for an academic year when the current one is not the student’s', () => {
    expect(needsAcademicYearChoice(5, [4])).toBe(true);
    expect(needsAcademicYearChoice(5, [4, 5])).toBe(false);
    expect(needsAcademicYearChoice(5, [])).toBe(false);
  });
  it('ends a session whose login day is not today', () => {
    expect(isLoginDayStale('2026-11-20', '2026-11-21')).toBe(true);
    expect(isLoginDayStale('2026-11-21', '2026-11-21')).toBe(false);
    expect(isLoginDayStale(null, '2026-11-21')).toBe(true);
  });
  it('reads the stored theme, light by default', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('contrast')).toBe('light');
    expect(parseTheme(null)).toBe('light');
  });
});

describe('matchesRoutePath: as the router matches (case included)', () => {
  it('matches part by part, a :name part standing for any non-empty part', () => {
    expect(matchesRoutePath('fees', '/fees')).toBe(true);
    expect(matchesRoutePath('/fees', '/fees/')).toBe(true);
    expect(matchesRoutePath('assignment/:fileId', '/assignment/42')).toBe(true);
    expect(matchesRoutePath('assignment/:fileId', '/assignment')).toBe(false);
    expect(matchesRoutePath('Messages', '/messages')).toBe(false);
    expect(matchesRoutePath('fees', '/fees/extra')).toBe(false);
    expect(matchesRoutePath('/', '/')).toBe(true);
  });
});
