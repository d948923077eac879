import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { MarketSale } from 'shared-contract';
import { formatGold, formatKst, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

/** Sales as a table (date, KEY serial, price), in the order given: the text form of the price chart. */
export function SalesTable({ sales, testId }: { sales: readonly MarketSale[]; testId?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <div
      css={css`
        overflow-x: auto;
      `}
    >
      <table
        data-testid={testId}
        css={css`
          width: 100%;
          border-collapse: collapse;
          font-size: 14px;
          th,
          td {
            padding: 8px;
            text-align: left;
            border-bottom: 1px solid ${theme.colors.gray100};
            white-space: nowrap;
          }
          th {
            color: ${theme.colors.gray600};
            font-weight: 600;
            font-size: 13px;
          }
        `}
      >
        <thead>
          <tr>
            <th scope="col">{t('market.history.date')}</th>
            <th scope="col">{t('market.history.serial')}</th>
            <th scope="col">{t('market.history.price')}</th>
          </tr>
        </thead>
        <tbody>
          {sales.map((sale) => (
            <tr key={sale.listingId}>
              <td>
                <time dateTime={sale.occurredAt}>{formatKst(sale.occurredAt, 'dateTime', language)}</time>
              </td>
              <td>#{sale.serialNo}</td>
              <td>{t('market.gold', { amount: formatGold(sale.priceGold, language) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
