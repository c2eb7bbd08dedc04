import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { actingStudentId } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { BookmarksList } from './bookmarks-list';
import { OnlineTab } from './online-tab';
import { examModes, type ExamMode } from '../utils';
import './exams.css';

/**
 * /exam: online tests by test type, offline exam reports and bookmarked questions. The
 * offline mode shows `offline`, the route's offline reports (another feature's screen).
 */
export function ExamScreen({ offline }: { offline: ReactNode }) {
  const session = useSignedInSession();
  const { t } = useTranslation('exams');
  const modes = examModes(session);
  const [mode, setMode] = useState<ExamMode>(modes[0] ?? 'online');
  // Exam Reports' bookmarked-questions button comes here with { bookmarks: true }.
  const location = useLocation();
  const [bookmarks, setBookmarks] = useState(
    () => (location.state as { bookmarks?: unknown } | null)?.bookmarks === true,
  );
  // Bookmarks are not shown to open users (spec section 6); parents only view them.
  const canBookmark = actingStudentId(session) !== null;

  return (
    <ScreenFrame title={t('title')}>
      <div className="ex card">
        {bookmarks && canBookmark ? (
          <BookmarksList onBack={() => setBookmarks(false)} />
        ) : (
          <>
            {modes.length > 1 && (
              <div className="ex-tabs" role="group" aria-label={t('mode.label')}>
                {modes.map((key) => (
                  <button
                    key={key}
                    type="button"
                    className={mode === key ? 'button button--primary' : 'button button--ghost'}
                    aria-pressed={mode === key}
                    onClick={() => setMode(key)}
                  >
                    {t(`mode.${key}`)}
                  </button>
                ))}
              </div>
            )}
            {mode === 'online' ? (
              <OnlineTab onBookmarks={canBookmark ? () => setBookmarks(true) : undefined} />
            ) : (
              offline
            )}
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
