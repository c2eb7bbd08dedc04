/** Home screen rules (spec sections 2.7, 5 and 9), shared by the server and the portal. */

/** Announcements on the home screen; the rest under View all (/announcement). */
export const HOME_ANNOUNCEMENTS = 3;
/** Banners in the slider, at most. */
export const MAX_BANNERS = 5;
/** Slide transition of the banner slider. */
export const BANNER_SPEED_MS = 500;
/** How long a banner stays before the slider moves on by itself. */
export const BANNER_AUTOPLAY_MS = 5000;
/** The clock's tick. */
export const CLOCK_TICK_MS = 1000;
/** The most announcements one call returns (newest first). */
export const ANNOUNCEMENT_LIMIT = 200;
/** Longest search text the announcement search takes. */
export const ANNOUNCEMENT_SEARCH_MAX = 100;

/** Wire formats of an announcement's date and time text, in the institute's time zone. */
export const ANNOUNCEMENT_DATE_FORMAT = 'DD-MM-YYYY';
export const ANNOUNCEMENT_TIME_FORMAT = 'hh:mm A';

/** Where a banner's tap target (land_scr) leads (spec section 2.7). */
export const LANDING_SCREEN_ROUTES = {
  'TIME TABLE': '/timetable',
  'STUDY MATERIALS': '/studymaterial',
  'LIVE CLASSES': '/live',
  'MY EXAM': '/exam',
  DOCUMENTS: '/document',
  ASSIGNMENTS: '/assignment',
  'MY PRODUCTS': '/product',
  'EXAM REPORTS': '/report',
} as const;
export type LandingScreen = keyof typeof LANDING_SCREEN_ROUTES;
export const LANDING_SCREENS = Object.keys(LANDING_SCREEN_ROUTES) as LandingScreen[];

/** The route of a tap target; null for an unknown or missing one (the tap then does nothing). */
export function landingRoute(landingScreen: string | null | undefined): string | null {
  if (!landingScreen) return null;
  const key = landingScreen.trim().toUpperCase();
  return Object.hasOwn(LANDING_SCREEN_ROUTES, key) ? LANDING_SCREEN_ROUTES[key as LandingScreen] : null;
}

/** A banner's outside link, only when it is an absolute http(s) address; null otherwise. */
export function safeExternalLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What a banner tap does: open an outside link in a new tab, go to a screen, or nothing. */
export type BannerAction = { kind: 'link'; href: string } | { kind: 'route'; to: string } | { kind: 'none' };

export function bannerAction(banner: {
  is_redir: boolean;
  red_link: string | null;
  land_scr: string | null;
}): BannerAction {
  if (banner.is_redir) {
    const href = safeExternalLink(banner.red_link);
    return href ? { kind: 'link', href } : { kind: 'none' };
  }
  const to = landingRoute(banner.land_scr);
  return to ? { kind: 'route', to } : { kind: 'none' };
}

/** The fields the announcement search reads. */
export interface SearchableAnnouncement {
  ancmnt_title: string;
  description: string;
  updated_by: string;
  announced_date: string;
  announced_time: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text a reader sees in an announcement's HTML description: tags removed,
 * common entities decoded, spaces collapsed. (Search matches what is read, not
 * the markup: "strong" must not find every bold notice.)
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower-case and without surrounding spaces; locale-independent so "I" matches "i" in every language. */
const fold = (text: string) => text.normalize('NFC').toLowerCase();

/**
 * Announcement search (spec section 5): the text is found, case-insensitively,
 * in the title, the description (as read), the posted-by name, or the
 * announced date or time text. Empty search text matches everything.
 */
export function matchesAnnouncement(announcement: SearchableAnnouncement, search: string): boolean {
  const needle = fold(search.trim());
  if (needle === '') return true;
  return [
    announcement.ancmnt_title,
    plainText(announcement.description),
    announcement.updated_by,
    announcement.announced_date,
    announcement.announced_time,
  ].some((field) => fold(field).includes(needle));
}

export function searchAnnouncements<T extends SearchableAnnouncement>(
  list: readonly T[],
  search: string,
): T[] {
  return list.filter((announcement) => matchesAnnouncement(announcement, search));
}
