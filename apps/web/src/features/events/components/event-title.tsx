import { cutTitle } from '@portal/shared/events/rules';

/**
 * A title cut to 30 characters plus an ellipsis: the full title on hover
 * (title attribute) and for screen readers, the cut one on screen.
 */
export function EventTitle({ title, className }: { title: string; className?: string }) {
  const { text, cut } = cutTitle(title);
  if (!cut) return <span className={className}>{title}</span>;
  return (
    <span className={className} title={title}>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{title}</span>
    </span>
  );
}
