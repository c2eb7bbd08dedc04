import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudyTab } from '@portal/shared/study-material/rules';

export const tabId = (tab: StudyTab) => `study-tab-${tab}`;
export const STUDY_PANEL_ID = 'study-panel';

/** Study Library / Purchased Product: a tablist; arrows, Home and End move between the tabs. */
export function StudyTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: StudyTab[];
  value: StudyTab;
  onChange: (tab: StudyTab) => void;
}) {
  const { t } = useTranslation('study-material');
  const refs = useRef<Partial<Record<StudyTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(value);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onChange(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('tabs.label')} className="sm-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === value}
          aria-controls={STUDY_PANEL_ID}
          tabIndex={tab === value ? 0 : -1}
          className="sm-tabs__tab"
          onClick={() => tab !== value && onChange(tab)}
        >
          {t(`tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
