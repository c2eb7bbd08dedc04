import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type EventTab = 'mine' | 'all';
const TABS: EventTab[] = ['mine', 'all'];

export const tabId = (tab: EventTab) => `event-tab-${tab}`;
export const EVENT_PANEL_ID = 'event-panel';

/** My Events / All Events: a tablist; arrows, Home and End move between the tabs and select them. */
export function EventTabs({ value, onChange }: { value: EventTab; onChange: (tab: EventTab) => void }) {
  const { t } = useTranslation('events');
  const refs = useRef<Partial<Record<EventTab, HTMLButtonElement | null>>>({});

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
    <div role="tablist" aria-label={t('tabs.label')} className="event-tabs" onKeyDown={onKeyDown}>
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
          aria-controls={EVENT_PANEL_ID}
          tabIndex={tab === value ? 0 : -1}
          className="event-tabs__tab"
          onClick={() => onChange(tab)}
        >
          {t(`tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
