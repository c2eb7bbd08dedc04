import { useTranslation } from 'react-i18next';
import { formatRupees } from '@portal/shared/fees/rules';
import type { FeeSummary } from '@portal/shared/fees/schema';

/** Total, paid and due fees of the year (spec section 2.5), in Rs with Indian grouping. */
export function FeeCards({ summary }: { summary: FeeSummary }) {
  const { t } = useTranslation('fees');
  const cards = [
    ['total', summary.total_fee_amount],
    ['paid', summary.total_paid_amount],
    ['due', summary.total_unpaid_amount],
  ] as const;
  return (
    <dl className="fee-cards">
      {cards.map(([key, amount]) => (
        <div key={key} className={`card fee-card fee-card--${key}`}>
          <dt className="fee-card__label">{t(`cards.${key}`)}</dt>
          <dd className="fee-card__amount">{formatRupees(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
