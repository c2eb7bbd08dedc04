import { useTranslation } from 'react-i18next';
import { formatRupees } from '@portal/shared/fees/rules';
import type { FeeSummary } from '@portal/shared/fees/schema';

/**
 * Total, paid and due fees of the year (spec section 2.5), in Rs with Indian grouping. Without a
 * summary (still loading) the same cards stand with a dash, so the tables below them do not jump
 * down when the amounts come (Lighthouse's CLS on /fees, issue 15).
 */
export function FeeCards({ summary }: { summary?: FeeSummary }) {
  const { t } = useTranslation('fees');
  const cards = [
    ['total', summary?.total_fee_amount],
    ['paid', summary?.total_paid_amount],
    ['due', summary?.total_unpaid_amount],
  ] as const;
  return (
    <dl className="fee-cards" aria-busy={summary ? undefined : true}>
      {cards.map(([key, amount]) => (
        <div key={key} className={`card fee-card fee-card--${key}`}>
          <dt className="fee-card__label">{t(`cards.${key}`)}</dt>
          <dd className="fee-card__amount">
            {amount === undefined ? <span aria-hidden="true">—</span> : formatRupees(amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
