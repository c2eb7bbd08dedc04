import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instituteHosts, institutes } from '../db/schema';

export type Institute = typeof institutes.$inferSelect;

/**
 * The host name that selects an institute: lower case, without scheme, path or
 * port (`Apex.localhost:5173` -> `apex.localhost`, `[::1]:8080` -> `::1`).
 */
export function normaliseHost(value: string): string {
  let host = value.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split(/[/?#]/, 1)[0] ?? '';
  host = host.replace(/^[^@]*@/, '');
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') > 0 ? host.indexOf(']') : undefined);
  return host.replace(/:\d*$/, '').replace(/\.$/, '');
}

export async function findInstituteByHost(db: Db, rawHost: string): Promise<Institute | null> {
  const host = normaliseHost(rawHost);
  if (host === '') return null;
  const rows = await db
    .select({ institute: institutes })
    .from(instituteHosts)
    .innerJoin(institutes, eq(institutes.id, instituteHosts.instituteId))
    .where(eq(instituteHosts.host, host))
    .limit(1);
  return rows[0]?.institute ?? null;
}

/**
 * Host -> institute lookups for every sign-in page and login, cached briefly:
 * institutes and their hosts change rarely, and the cache is bounded so random
 * Host headers cannot grow it without limit.
 */
export class InstituteDirectory {
  private readonly cache = new Map<string, { institute: Institute | null; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 1000,
  ) {}

  async byHost(rawHost: string): Promise<Institute | null> {
    const host = normaliseHost(rawHost);
    const now = Date.now();
    const hit = this.cache.get(host);
    if (hit && hit.until > now) return hit.institute;
    const institute = await findInstituteByHost(this.db, host);
    if (this.cache.size >= this.maxEntries) this.cache.clear();
    this.cache.set(host, { institute, until: now + this.ttlMs });
    return institute;
  }
}

/** Public address of an institute's image, served by the files plugin. */
export function instituteImagePath(
  institute: Pick<Institute, 'slug'>,
  file: 'logo.svg' | 'favicon.svg',
): string {
  return `/files/institutes/${institute.slug}/${file}`;
}

/** The institute's time zone (its wall clock decides dates and windows), or null if it does not exist. */
export async function instituteTimeZone(db: Db, instituteId: number): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: institutes.timeZone })
    .from(institutes)
    .where(eq(institutes.id, instituteId))
    .limit(1);
  return row?.timeZone ?? null;
}
