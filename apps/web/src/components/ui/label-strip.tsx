import { useRef, type KeyboardEvent } from 'react';
import { BookmarkIcon, ChevronIcon } from './app-icons';
import './label-strip.css';

export interface StripEntry {
  key: string;
  name: string;
}

export interface LabelStripTexts {
  /** The row's accessible name ('Test types'). */
  label: string;
  /** The arrow buttons' names. */
  previous: string;
  next: string;
  /** The bookmarked-questions button (shown with `onBookmarks`). */
  bookmarks: string;
}

interface LabelStripProps {
  entries: StripEntry[];
  selected: string | null;
  onSelect: (key: string) => void;
  onBookmarks?: () => void;
  texts: LabelStripTexts;
}

/**
 * The row of test type buttons (spec sections 2.2, 2.3: My Exam and Exam Reports):
 * horizontally scrollable, with arrow buttons and Left/Right/Home/End between the buttons;
 * the chosen one is aria-pressed.
 */
export function LabelStrip({ entries, selected, onSelect, onBookmarks, texts }: LabelStripProps) {
  const row = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(row.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = buttons[(next + buttons.length) % buttons.length];
    target?.focus();
    target?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div className="label-strip">
      {entries.length > 0 && (
        <>
          <button
            type="button"
            className="icon-button"
            aria-label={texts.previous}
            onClick={() => scroll(-1)}
          >
            <ChevronIcon direction="left" />
          </button>
          <div ref={row} className="label-strip__row" role="group" aria-label={texts.label} onKeyDown={move}>
            {entries.map((entry) => (
              <button
                key={entry.key}
                type="button"
                className={selected === entry.key ? 'button button--primary' : 'button button--ghost'}
                aria-pressed={selected === entry.key}
                onClick={() => onSelect(entry.key)}
              >
                {entry.name}
              </button>
            ))}
          </div>
          <button type="button" className="icon-button" aria-label={texts.next} onClick={() => scroll(1)}>
            <ChevronIcon direction="right" />
          </button>
        </>
      )}
      {onBookmarks && (
        <button type="button" className="button button--ghost label-strip__bookmarks" onClick={onBookmarks}>
          <BookmarkIcon /> {texts.bookmarks}
        </button>
      )}
    </div>
  );
}
