import type { Product, ProductItemType } from './schema';

/** My products (spec learning-content sections 2.4, 2.5, 4, 9): pure rules shared by the web and tests. */

/** The two tabs, by the values the spec stores (prod_ongoing is also the value logout resets to). */
export const PRODUCT_TABS = ['prod_ongoing', 'prod_completed'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** A remembered tab, Active when nothing (or something unknown) is stored. */
export function parseProductTab(stored: string | null | undefined): ProductTab {
  return stored === 'prod_completed' ? 'prod_completed' : 'prod_ongoing';
}

/** spec section 9: a card opens its product after this delay. */
export const CARD_NAVIGATION_DELAY_MS = 300;
/** spec section 2.5: the sample-video carousel moves this far per Previous/Next. */
export const CAROUSEL_STEP_PX = 300;

/** spec section 4: expired 0 means active, anything else expired. */
export const isExpired = (product: Pick<Product, 'expired'>): boolean => product.expired !== 0;

/** The products of each tab, in the server's order, with their counts. */
export function splitProducts<P extends Pick<Product, 'expired'>>(
  products: readonly P[],
): Record<ProductTab, P[]> {
  return {
    prod_ongoing: products.filter((p) => !isExpired(p)),
    prod_completed: products.filter(isExpired),
  };
}

/** The product of a detail address (`/product/{id}`), if the caller owns it. */
export function findProduct<P extends Pick<Product, 'id'>>(products: readonly P[], id: string | undefined) {
  if (!id || !/^\d{1,10}$/.test(id)) return undefined;
  return products.find((p) => p.id === Number(id));
}

/** spec section 4: 'Expired on' once expired, otherwise 'Expires on' (translation keys). */
export const expiryLabelKey = (product: Pick<Product, 'expired'>): 'expiredOn' | 'expiresOn' =>
  isExpired(product) ? 'expiredOn' : 'expiresOn';

const REGION_OF_CALLING_CODE: Record<string, string> = {
  '+1': 'US',
  '+33': 'FR',
  '+44': 'GB',
  '+49': 'DE',
  '+61': 'AU',
  '+65': 'SG',
  '+91': 'IN',
  '+971': 'AE',
};

/**
 * The locale prices are written in: the portal's language (the institute's unless changed) in the
 * institute's country, known by its calling code ('en' at +91 is en-IN: lakh grouping).
 */
export function priceLocale(language: string, countryCallingCode: string | null | undefined): string {
  const base = language.split('-')[0] || 'en';
  const region = REGION_OF_CALLING_CODE[(countryCallingCode ?? '').trim()];
  return region ? `${base}-${region}` : base;
}

/**
 * spec section 2.5: the price with its currency code, formatted for `locale`; null when the
 * product is free (the screen shows its 'Free' text). Whole amounts show no decimals.
 */
export function priceText(price: number, currencyCode: string, locale: string): string | null {
  if (!(price > 0)) return null;
  const digits = Number.isInteger(price) ? 0 : 2;
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    return new Intl.NumberFormat(locale, {
      ...options,
      style: 'currency',
      currency: currencyCode,
      currencyDisplay: 'code',
    }).format(price);
  } catch {
    // An unknown currency code or locale: the number in English grouping and the code as given.
    return `${new Intl.NumberFormat('en', options).format(price)} ${currencyCode}`.trim();
  }
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/**
 * spec section 3: the product's about text without its HTML. The result is shown as text
 * (never as HTML), so an odd fragment left over can only show, never run. Line breaks of
 * paragraphs, list items and <br> are kept; entities are decoded once.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style|template|noscript|iframe)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<\s*(br|\/p|\/div|\/h[1-6]|\/tr|li)\b[^>]*>/gi, '\n')
    .replace(/<\/?[a-z!?][^>]*>/gi, '')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,6});/gi, (entity, body: string) =>
      decodeEntity(entity, body),
    );
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}

export type SampleVideo =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'file'; url: string; type: 'video/mp4' | 'video/webm' | 'video/ogg' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];
const FILE_TYPES = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg', ogv: 'video/ogg' } as const;

/** One sample video address: a YouTube or Vimeo video by its id, a direct mp4/webm/ogg file, or null. */
export function sampleVideoOf(address: string): SampleVideo | null {
  const raw = address.trim();
  let url: URL;
  try {
    // Root-relative paths (the portal's own files) resolve against a placeholder origin.
    url = new URL(raw, 'http://same-origin.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || YOUTUBE_HOSTS.includes(host)) {
    const id =
      host === 'youtu.be'
        ? segments[0]
        : segments[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
            ? segments[1]
            : undefined;
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : null;
  }
  if (VIMEO_HOSTS.includes(host)) {
    const id = segments.find((segment) => VIMEO_ID.test(segment));
    return id ? { kind: 'vimeo', id } : null;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
  const type = FILE_TYPES[extension as keyof typeof FILE_TYPES];
  if (!type) return null;
  const sameOrigin = url.hostname === 'same-origin.invalid';
  if (sameOrigin && !raw.startsWith('/')) return null;
  return { kind: 'file', url: sameOrigin ? url.pathname + url.search : url.href, type };
}

/** The youtube_url JSON list, safely: anything that is not a list of strings gives none. */
export function parseVideoList(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The carousel's videos: the youtube_url list, then video_url; unknown kinds and repeats skipped. */
export function sampleVideos(youtubeUrl: string | null | undefined, videoUrl: string | null | undefined) {
  const seen = new Set<string>();
  const videos: SampleVideo[] = [];
  for (const address of [...parseVideoList(youtubeUrl), ...(videoUrl ? [videoUrl] : [])]) {
    const video = sampleVideoOf(address);
    if (!video) continue;
    const key = video.kind === 'file' ? `file:${video.url}` : `${video.kind}:${video.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    videos.push(video);
  }
  return videos;
}

const HINT_KEYS: Record<ProductItemType, string> = {
  'Study Material': 'studyMaterial',
  'Mock Test': 'mockTest',
  'Live Class': 'liveClass',
  'Classroom Classes': 'classroomClasses',
  'Printed Materials': 'printedMaterials',
  'Video Lecture': 'videoLecture',
  'Online Test': 'onlineTest',
};

/** spec section 2.5: the usage hint (its translation key) of an included item type; null for others. */
export function usageHintKey(itemType: string): string | null {
  return Object.hasOwn(HINT_KEYS, itemType) ? HINT_KEYS[itemType as ProductItemType] : null;
}
