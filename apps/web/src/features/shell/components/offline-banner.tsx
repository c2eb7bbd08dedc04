import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';
import { useSignedInSession } from '@/lib/signed-in-session';

/** The header's own answers (academic years, a parent's children): not what the screen shows. */
const SHELL_QUERIES = new Set(['academic-years', 'linked-students']);

/** The newest answer the current screen shows (the queries in use), or 0 when it shows none. */
function useShownAt(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () =>
      cache
        .getAll()
        .filter(
          (query) =>
            query.getObserversCount() > 0 &&
            query.state.data !== undefined &&
            !SHELL_QUERIES.has(String(query.queryKey[0])),
        )
        .reduce((latest, query) => Math.max(latest, query.state.dataUpdatedAt), 0),
  );
}

/** Offline: says so, and from when the screen's data is (the portal reads what it saw last). */
export function OfflineBanner() {
  // Online, nothing watches the query cache (every answer would walk it again).
  return useOnline() ? null : <OfflineNotice />;
}

function OfflineNotice() {
  const { t, i18n } = useTranslation('shell');
  const shownAt = useShownAt();
  const { time_zone: timeZone } = useSignedInSession();
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(shownAt || Date.now());
  return (
    <div className="shell-banner shell-banner--offline" role="status">
      <div className="container">{shownAt ? t('offline.showing', { time }) : t('offline.nothing')}</div>
    </div>
  );
}
