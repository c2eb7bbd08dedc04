import type { ClassMode, InstPlan } from '../auth/schema';
import { userKind } from '../auth/rules';

export const THEMES = ['light', 'dark', 'blue', 'purple'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

export function parseTheme(stored: string | null | undefined): Theme {
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
}

export const ACAD_YEAR_SWITCH_DELAY_MS = 400;

export type MenuKey =
  | 'home'
  | 'timetable'
  | 'studyMaterials'
  | 'liveClasses'
  | 'myExam'
  | 'examReports'
  | 'documents'
  | 'assignments'
  | 'myProducts'
  | 'eventCalendar'
  | 'fees';

export interface MenuItem {
  key: MenuKey;
  route: string;
}

export interface MenuContext {
  plan: Pick<InstPlan, 'classes' | 'exam' | 'file_manager_study_material' | 'store'>;
  userType: number;
  isSchool: boolean;
  assignmentFeature: boolean;
}

const online = (mode: ClassMode) => mode === 'ONLINE' || mode === 'HYBRID_BLENDED';

/** The top menu of spec section 2, plus the user_type 99 rule. */
export function menuItems(ctx: MenuContext): MenuItem[] {
  const kind = userKind(ctx.userType);
  const parent = kind === 'parent';
  const open = kind === 'open';
  const fm = ctx.plan.file_manager_study_material;
  const items: Array<[MenuKey, string, boolean]> = [
    ['home', '/dashboard', true],
    ['timetable', '/timetable', true],
    ['studyMaterials', '/studymaterial', (fm === 'STUDY_MATERIAL' || fm === 'BOTH') && !parent],
    ['liveClasses', '/live', online(ctx.plan.classes)],
    ['myExam', '/exam', online(ctx.plan.exam)],
    ['examReports', '/report', true],
    ['documents', '/document', (fm === 'FILE_MANAGER' || fm === 'BOTH') && !parent],
    ['assignments', '/assignment', ctx.assignmentFeature && !open],
    ['myProducts', '/product', ctx.plan.store],
    ['eventCalendar', '/eventCalender', ctx.isSchool && !open],
    ['fees', '/fees', !open],
  ];
  return items.filter(([, , shown]) => shown).map(([key, route]) => ({ key, route }));
}

/** The menu item whose route is a prefix of the current path (e.g. /product/12 -> My Products). */
export function activeMenuKey(pathname: string, items: MenuItem[]): MenuKey | null {
  const path = pathname.toLowerCase();
  const hit = items.find(
    (item) => path === item.route.toLowerCase() || path.startsWith(`${item.route.toLowerCase()}/`),
  );
  if (hit) return hit.key;
  // /announcement is the dashboard screen.
  if (path === '/announcement') return 'home';
  return null;
}

/** A social URL without http gets https:// put in front; empty means the icon is hidden. */
export function normaliseExternalUrl(url: string | null | undefined): string | null {
  const trimmed = (url ?? '').trim();
  if (trimmed === '') return null;
  return /^http/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * Rewrites the academic-year part of the composite token: the third
 * colon-separated part holds `{institute_id}|{acad_yr_id}`.
 */
export function rewriteTokenAcadYear(token: string, instituteId: number, acadYrId: number): string {
  const parts = token.split(':');
  if (parts.length < 3) throw new Error('Not a composite token');
  parts[2] = `${instituteId}|${acadYrId}`;
  return parts.join(':');
}

export function tokenAcadYear(token: string): { instituteId: number; acadYrId: number } | null {
  const third = token.split(':')[2];
  const match = third?.match(/^(\d+)\|(\d+)$/);
  if (!match) return null;
  return { instituteId: Number(match[1]), acadYrId: Number(match[2]) };
}

/** The Select Academic Year pop-up opens when the current academic year is not among the student's years. */
export function needsAcademicYearChoice(currentAcadYrId: number, studentYearIds: number[]): boolean {
  if (studentYearIds.length === 0) return false;
  return !studentYearIds.includes(currentAcadYrId);
}

/** The session ends when the stored login day (YYYY-MM-DD in the institute's zone) is not today. */
export function isLoginDayStale(loginDay: string | null | undefined, today: string): boolean {
  return !loginDay || loginDay !== today;
}

export const SIGNED_OUT_ROUTES = ['/', '/userLogin', '/errorPage'] as const;
export const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/announcement',
  '/Messages',
  '/exam',
  '/report',
  '/assignment',
  '/assignment/:fileId',
  '/live',
  '/document',
  '/profile',
  '/Profile',
  '/product',
  '/product/:id',
  '/studymaterial',
  '/timetable',
  '/eventCalender',
  '/fees',
] as const;

/**
 * Whether a route's path matches an address's path as the portal's router matches it: part by part,
 * case included, a `:name` part standing for any non-empty part ('/assignment/:fileId' matches
 * '/assignment/42', not '/assignment' nor '/Assignment/42').
 */
export function matchesRoutePath(route: string, pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  const pattern = route.split('/').filter(Boolean);
  return (
    pattern.length === parts.length &&
    pattern.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i]))
  );
}
