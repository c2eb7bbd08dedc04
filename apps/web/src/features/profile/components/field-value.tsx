import { displayField, displayValue, isMissing, type ProfileField } from '@portal/shared/profile/rules';

/** A value as shown, and the full text when the display cut it. */
export interface Shown {
  text: string;
  full?: string;
}

/** A field with a display cut-off of the spec; a dash when missing. */
export function cutField(field: ProfileField, value: unknown): Shown {
  const text = displayField(field, value);
  const full = isMissing(value) ? undefined : String(value).trim();
  return full !== undefined && full !== text ? { text, full } : { text };
}

/** A field without a cut-off; a dash when missing. */
export function plainField(value: unknown): Shown {
  return { text: displayValue(value) };
}

/**
 * Shows the cut text; a cut value keeps its full text in a tooltip (title) and
 * for screen readers, who hear the whole value instead of the cut one.
 */
export function FieldValue({ shown }: { shown: Shown }) {
  if (shown.full === undefined) return <span className="profile-value">{shown.text}</span>;
  return (
    <span className="profile-value" title={shown.full}>
      <span aria-hidden="true">{shown.text}</span>
      <span className="sr-only">{shown.full}</span>
    </span>
  );
}
