/**
 * The fees screen's tab and academic year, named by its address (issue 30), so a reload, Back and
 * Forward and the server's drawing of the page show the same thing:
 *
 *   /fees                        Due Details, the spec's default year (section 4)
 *   /fees?tab=payment            Payment History
 *   /fees?tab=payment&year=21    ... of the academic year 21 (inst_acad_year_id: a year's name may
 *                                repeat or hold spaces, its id is what the fee call names)
 *
 * The tabs carry the spec's names ("due or payment"); due is the default and is not written. Every
 * parameter is optional; an unreadable one, or a year the institute's list does not hold, is
 * dropped, never an error. A year is asked for only once the list holds it: the fee call answers
 * a year that is not the institute's with a 403, which logs out (spec section 8).
 */
export type FeeTab = 'due' | 'history';
export const FEE_TABS: readonly FeeTab[] = ['due', 'history'];

export interface FeesPlace {
  tab: FeeTab;
  /** The year chosen (by the address); null: the spec's default year. */
  yearId: number | null;
}

const TAB_PARAM: Record<FeeTab, string> = { due: 'due', history: 'payment' };
const YEAR = /^[1-9]\d{0,8}$/;

export interface ReadFeesPlace {
  place: FeesPlace;
  /** The address names a year and the institute's list has not answered yet: ask for none. */
  waiting: boolean;
  /** The address's parameters with the unreadable or unknown ones dropped (others kept as they are). */
  clean: URLSearchParams;
}

/**
 * The tab and year an address names, among the institute's `years`; `yearsPending`: the list has
 * not answered yet (and the session holds none), so a named year can be neither taken nor dropped.
 */
export function readFeesPlace(
  params: URLSearchParams,
  years: ReadonlyArray<{ inst_acad_year_id: number }>,
  yearsPending = false,
): ReadFeesPlace {
  const tab = params.get('tab') === TAB_PARAM.history ? 'history' : 'due';
  const yearText = params.get('year') ?? '';
  const named = YEAR.test(yearText) ? Number(yearText) : null;
  const waiting = named !== null && yearsPending;
  const yearId =
    named !== null && !yearsPending && years.some((y) => y.inst_acad_year_id === named) ? named : null;
  const clean = new URLSearchParams(params);
  if (tab === 'due') clean.delete('tab');
  else clean.set('tab', TAB_PARAM.history);
  if (yearId === null && !waiting) clean.delete('year');
  else clean.set('year', String(named));
  return { place: { tab, yearId }, waiting, clean };
}

/** The address's parameters for a tab or year the user has moved to. */
export function feesSearch(place: FeesPlace): URLSearchParams {
  const params = new URLSearchParams();
  if (place.tab !== 'due') params.set('tab', TAB_PARAM[place.tab]);
  if (place.yearId !== null) params.set('year', String(place.yearId));
  return params;
}
