import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from '../utils/paper';

interface SectionTabsProps {
  sections: readonly Section[];
  active: number;
  onSelect: (index: number) => void;
  panelId: string;
}

/** Sections by subject as tabs: arrows, Home and End move between them. */
export function SectionTabs({ sections, active, onSelect, panelId }: SectionTabsProps) {
  const { t } = useTranslation('test-panel');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const last = sections.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (active + 1) % sections.length
        : event.key === 'ArrowLeft'
          ? (active - 1 + sections.length) % sections.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="tp-tabs" role="tablist" aria-label={t('sections')} onKeyDown={onKeyDown}>
      {sections.map((section, index) => (
        <button
          key={section.subject}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${index}`}
          aria-selected={index === active}
          aria-controls={panelId}
          tabIndex={index === active ? 0 : -1}
          className="tp-tab"
          onClick={() => onSelect(index)}
        >
          {section.subject}
          <span className="tp-tab__count">{section.questions.length}</span>
        </button>
      ))}
    </div>
  );
}
