import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface OfflineTab {
  key: string;
  label: string;
}

/**
 * Analysis plus one tab per course or batch (standard and section for schools): a tablist
 * whose arrows, Home and End move between the tabs and select them.
 */
export function OfflineTabs({
  tabs,
  value,
  onChange,
  idOf,
  panelId,
  school,
}: {
  tabs: OfflineTab[];
  value: string;
  onChange: (key: string) => void;
  idOf: (key: string) => string;
  panelId: string;
  school: boolean;
}) {
  const { t } = useTranslation('reports-offline');
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === value);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onChange(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label', { context: school ? 'school' : undefined })}
      className="ro-tabs"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab.key}
          ref={(el) => {
            if (el) refs.current.set(tab.key, el);
            else refs.current.delete(tab.key);
          }}
          type="button"
          role="tab"
          id={idOf(tab.key)}
          aria-selected={tab.key === value}
          aria-controls={panelId}
          tabIndex={tab.key === value ? 0 : -1}
          className="ro-tabs__tab"
          title={tab.label}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
