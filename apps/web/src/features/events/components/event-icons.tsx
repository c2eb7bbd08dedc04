import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { CategoryKey, EventKind } from '@portal/shared/events/rules';

const KIND_PATHS: Record<EventKind, ReactNode> = {
  // A flag: a day off.
  holiday: <path d="M5 21V4M5 4h11l-2 4 2 4H5" />,
  // A star: something happens.
  event: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />,
  // A moon: the school rests.
  weeklyOff: <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />,
};

export function KindIcon({ kind, size }: { kind: EventKind; size?: number }) {
  return (
    <Icon size={size ?? 16} className="event-icon">
      {KIND_PATHS[kind]}
    </Icon>
  );
}

const CATEGORY_PATHS: Record<CategoryKey, ReactNode> = {
  academic: (
    <>
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
      <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
    </>
  ),
  sports: (
    <>
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
    </>
  ),
  cultural: (
    <>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </>
  ),
  miscellaneous: (
    <>
      <circle cx="5" cy="12" r="1.5" />
      <circle cx="12" cy="12" r="1.5" />
      <circle cx="19" cy="12" r="1.5" />
    </>
  ),
};

export function CategoryIcon({ category, size }: { category: CategoryKey; size?: number }) {
  return (
    <Icon size={size ?? 16} className="event-icon">
      {CATEGORY_PATHS[category]}
    </Icon>
  );
}
