import { useEffect } from 'react';
import type { SetURLSearchParams } from 'react-router';

/**
 * A screen whose state is in its address (the timetable's month, the fees' tab and year) drops what
 * it could not read or does not allow from it: `clean` is the address's parameters as the screen
 * reads them, put in place of the address's own (`params`) when they differ, without a history step.
 */
export function useCleanAddress(
  params: URLSearchParams,
  setParams: SetURLSearchParams,
  clean: URLSearchParams,
): void {
  const cleanSearch = clean.toString();
  useEffect(() => {
    if (cleanSearch !== params.toString())
      setParams(cleanSearch, { replace: true, preventScrollReset: true });
  }, [cleanSearch, params, setParams]);
}
