import { useRef, type KeyboardEvent } from 'react';
import './tabs.css';

export interface TabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** Each tab's visible text. */
  labelOf: (tab: T) => string;
  /** Prefix of the tabs' ids (`${idPrefix}-tab-${tab}`) and of the panel's (`${idPrefix}-panel`). */
  idPrefix: string;
  /** An extra class for the list (the screen's own placement). */
  className?: string;
}

/** The id of a tab, for the panel's aria-labelledby. */
export const tabIdOf = (idPrefix: string, tab: string) => `${idPrefix}-tab-${tab}`;
/** The id of the one panel the tabs control. */
export const panelIdOf = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * A tab list (WAI-ARIA tabs pattern, automatic activation): only the chosen tab is in the Tab
 * order; arrows, Home and End move between the tabs and select them.
 */
export function Tabs<T extends string>(props: TabsProps<T>) {
  const { tabs, value, onChange, idPrefix, className } = props;
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

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
    <div
      role="tablist"
      aria-label={props.label}
      className={className ? `tabs ${className}` : 'tabs'}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={tabIdOf(idPrefix, tab)}
          aria-selected={tab === value}
          aria-controls={panelIdOf(idPrefix)}
          tabIndex={tab === value ? 0 : -1}
          className="tabs__tab"
          onClick={() => onChange(tab)}
        >
          {props.labelOf(tab)}
        </button>
      ))}
    </div>
  );
}
