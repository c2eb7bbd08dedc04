import { useTranslation } from 'react-i18next';

/** An empty table (spec section 2.5): 'no data available' with a picture. */
export function NoFeeData() {
  const { t } = useTranslation('fees');
  return (
    <div className="fees-empty">
      <svg className="fees-empty__art" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <rect x="18" y="10" width="60" height="76" rx="8" className="fees-empty__paper" />
        <path d="M30 30h36M30 42h36M30 54h22" className="fees-empty__lines" />
        <circle cx="66" cy="66" r="14" className="fees-empty__coin" />
        <path d="M61 61l10 10M71 61l-10 10" className="fees-empty__cross" />
      </svg>
      <p className="fees-empty__title">{t('empty')}</p>
    </div>
  );
}
