import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { MarketFeeBreakdown } from 'shared-contract';
import { formatGold, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../namespace';
import { noteStyle } from './panel-styles';

/** Price, creator earnings, service fee and what the seller receives, before listing. */
export function FeeBreakdown({ breakdown }: { breakdown: MarketFeeBreakdown }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const gold = (amount: number) => t('market.gold', { amount: formatGold(amount, language) });
  const rows = [
    { id: 'price', label: t('market.fee.price'), value: gold(breakdown.priceGold) },
    { id: 'creator', label: t('market.fee.creator', { percent: breakdown.creatorPercent }), value: `- ${gold(breakdown.creatorGold)}` },
    { id: 'service', label: t('market.fee.service', { percent: breakdown.feePercent }), value: `- ${gold(breakdown.feeGold)}` },
  ];
  return (
    <section
      aria-label={t('market.fee.title')}
      data-testid="fee-breakdown"
      css={css`
        display: grid;
        gap: 8px;
      `}
    >
      <h2
        css={css`
          margin: 0;
          font-size: 16px;
        `}
      >
        {t('market.fee.title')}
      </h2>
      <dl
        css={css`
          margin: 0;
          display: grid;
          grid-template-columns: 1fr auto;
          gap: 6px 0;
          font-size: 14px;
          dd {
            margin: 0;
            padding-left: 12px;
            text-align: right;
          }
        `}
      >
        {rows.map((row) => (
          <div
            key={row.id}
            css={css`
              display: contents;
            `}
          >
            <dt>{row.label}</dt>
            <dd data-testid={`fee-${row.id}`}>{row.value}</dd>
          </div>
        ))}
        <dt
          css={css`
            font-weight: 700;
            padding-top: 6px;
            border-top: 1px solid ${theme.colors.gray200};
          `}
        >
          {t('market.fee.receive')}
        </dt>
        <dd
          data-testid="fee-receive"
          css={css`
            font-weight: 700;
            padding-top: 6px;
            border-top: 1px solid ${theme.colors.gray200};
          `}
        >
          {gold(breakdown.sellerGold)}
        </dd>
      </dl>
      <p
        css={[
          noteStyle,
          css`
            font-size: 12px;
          `,
        ]}
      >
        {t('market.fee.rounding')}
      </p>
    </section>
  );
}
