import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusyWait } from '../utils/busy-retry';

/**
 * Says the server is busy with other sign-ins and counts down to the next try, with Cancel.
 * Kept in place across the tries (Cancel keeps its focus); the countdown starts again with each
 * new wait (`key`).
 */
export function BusyNotice({ wait, onCancel }: { wait: BusyWait; onCancel: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div className="signin-busy">
      <Countdown key={wait.at} at={wait.at} />
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('common:cancel')}
      </button>
    </div>
  );
}

/** Not a live region: read out every second it would drown the page (BusyAnnouncement speaks once). */
function Countdown({ at }: { at: number }) {
  const { t } = useTranslation('auth');
  const [now, setNow] = useState(Date.now);
  const left = at - now;
  useEffect(() => {
    if (left <= 0) return;
    // At the next whole second of the wait (the number shown is the real wait, rounded up).
    const id = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(id);
  }, [left]);
  return <p>{left > 0 ? t('busy.wait', { count: Math.ceil(left / 1000) }) : t('busy.retrying')}</p>;
}

/**
 * The polite live region that tells a screen reader once, as each wait starts. It is in the page
 * from the start: a region that arrives with its text is not read by every screen reader. A new
 * wait puts in a new text node (`key`), so the same words are read again.
 */
export function BusyAnnouncement({ wait }: { wait: BusyWait | null }) {
  const { t } = useTranslation('auth');
  return (
    <div role="status" className="sr-only">
      {wait && <span key={wait.at}>{t('busy.wait', { count: wait.seconds })}</span>}
    </div>
  );
}
