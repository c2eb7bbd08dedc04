import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type LiveTab = 'today' | 'upcoming' | 'past';
const TABS: LiveTab[] = ['today', 'upcoming', 'past'];

export const tabId = (tab: LiveTab) => `live-tab-${tab}`;
export const LIVE_PANEL_ID = 'live-panel';

/** Today's / Upcoming / Past Classes: a tablist; arrows, Home and End move between the tabs and select them. */
export function LiveTabs({ value, onChange }: { value: LiveTab; onChange: (tab: LiveTab) => void }) {
  const { t } = useTranslation('live-classes');
  const refs = useRef<Partial<Record<LiveTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(value);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = TABS[next]!;
    onChange(tab);
    refs.current[tab]?.focus();
  };

  return (
    <div role="tablist" aria-label={t('tabs.label')} className="live-tabs" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === value}
          aria-controls={LIVE_PANEL_ID}
          tabIndex={tab === value ? 0 : -1}
          className="live-tabs__tab"
          onClick={() => onChange(tab)}
        >
          {t(`tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
