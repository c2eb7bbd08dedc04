import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_CUT } from '@portal/shared/reports/rules';
import { cut } from '@portal/shared/exams/rules';

/**
 * A long offline field cut at 24 characters (spec section 5). The full text is on hover
 * (title) and one press away for keyboard, touch and screen-reader users (Show more).
 */
export function CutText({ text, max = REPORT_CUT.offlineField }: { text: string; max?: number }) {
  const { t } = useTranslation('reports-offline');
  const [open, setOpen] = useState(false);
  if (text.length <= max) return <>{text}</>;
  return (
    <span className="ro-cut">
      <span title={open ? undefined : text}>{open ? text : cut(text, max)}</span>{' '}
      <button
        type="button"
        className="link-button ro-cut__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? t('more.less') : t('more.more')}
      </button>
    </span>
  );
}
