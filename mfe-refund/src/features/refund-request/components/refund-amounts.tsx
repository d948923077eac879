import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KRW_PER_USD, type RefundOverview } from 'shared-contract';
import { formatKst, formatMoney, formatNumber, theme, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { bodyTextStyle, figureStyle, figuresStyle, hintStyle, sectionStyle, sectionTitleStyle, subTextStyle, tableStyle } from './styles';

const summaryStyle = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  font-size: 15px;
  font-weight: 600;
  color: ${theme.colors.gray900};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

type AmountTableProps = { testId: string; caption: string; totalLabel: string; total: string; children: ReactNode };

/** One table of the breakdown: its caption, the item and amount columns, the lines and the total in the footer. */
function AmountTable({ testId, caption, totalLabel, total, children }: AmountTableProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <table css={tableStyle} data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('refund.amounts.columnItem')}</th>
          <th scope="col">{t('refund.amounts.columnAmount')}</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td>{total}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The two figures in the account's currency (total paid, estimated refund), which currency and why, and the
 * calculation line by line in USD: the card payments, the unspent purchased Gold, the platform KEYs still owned,
 * and the cap at the total paid.
 */
export function RefundAmounts({ overview }: { overview: RefundOverview }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const { amounts, currency, currencyReason } = overview;
  const refundableUsd = amounts.unspentGoldUsdCents + amounts.keysUsdCents;

  return (
    <section css={sectionStyle} aria-labelledby="refund-amounts-title" data-testid="refund-amounts">
      <h2 id="refund-amounts-title" css={sectionTitleStyle}>
        {t('refund.amounts.title')}
      </h2>
      <dl css={figuresStyle}>
        <div css={figureStyle(false)}>
          <dt>{t('refund.amounts.total')}</dt>
          <dd data-testid="refund-total">{formatMoney(amounts.totalPaidInCurrency, currency)}</dd>
        </div>
        <div css={figureStyle(true)}>
          <dt>{t('refund.amounts.estimate')}</dt>
          <dd data-testid="refund-estimate">{formatMoney(amounts.estimateInCurrency, currency)}</dd>
        </div>
      </dl>
      <p css={bodyTextStyle} data-testid="refund-currency">
        {t('refund.amounts.currencyLine', { currency: t(`refund.amounts.currency.${currency}`), reason: t(`refund.amounts.reason.${currencyReason}`) })}
      </p>
      {currency === 'KRW' ? <p css={hintStyle}>{t('refund.amounts.rate', { rate: formatMoney(KRW_PER_USD, 'KRW') })}</p> : null}
      <details data-testid="refund-breakdown">
        <summary css={summaryStyle}>{t('refund.amounts.breakdown')}</summary>
        <AmountTable
          testId="refund-payments"
          caption={t('refund.amounts.payments')}
          totalLabel={t('refund.amounts.totalPaid')}
          total={formatMoney(amounts.totalPaidUsdCents, 'USD')}
        >
          {amounts.payments.length === 0 ? (
            <tr>
              <td colSpan={2}>{t('refund.amounts.paymentsEmpty')}</td>
            </tr>
          ) : (
            amounts.payments.map((payment) => (
              <tr key={payment.paymentId}>
                <td>
                  {localized(payment.description)}
                  <span css={subTextStyle}>{formatKst(payment.paidAt, 'date', language)}</span>
                </td>
                <td>{formatMoney(payment.amountUsdCents, 'USD')}</td>
              </tr>
            ))
          )}
        </AmountTable>
        <AmountTable
          testId="refund-refundable"
          caption={t('refund.amounts.refundable')}
          totalLabel={t('refund.amounts.estimateUsd')}
          total={formatMoney(amounts.estimateUsdCents, 'USD')}
        >
          <tr data-testid="refund-gold-line">
            <td>
              {t('refund.amounts.gold')}: {t('refund.amounts.goldLine', { gold: formatNumber(amounts.unspentPurchasedGold, language) })}
              <span css={subTextStyle}>
                {t('refund.amounts.goldNote', {
                  balance: formatNumber(amounts.goldBalance, language),
                  purchased: formatNumber(amounts.purchasedGold, language),
                })}
              </span>
            </td>
            <td>{formatMoney(amounts.unspentGoldUsdCents, 'USD')}</td>
          </tr>
          <tr>
            <th
              scope="rowgroup"
              colSpan={2}
              css={css`
                padding-top: 14px;
                font-weight: 600;
                color: ${theme.colors.gray700};
              `}
            >
              {t('refund.amounts.keys')}
            </th>
          </tr>
          {amounts.keys.length === 0 ? (
            <tr>
              <td colSpan={2}>{t('refund.amounts.keysEmpty')}</td>
            </tr>
          ) : (
            amounts.keys.map((key) => (
              <tr key={key.keyItemId} data-testid="refund-key-line">
                <td>
                  {t('refund.amounts.keyLine', { name: localized(key.name), serial: key.serialNo })}
                  <span css={subTextStyle}>
                    {localized(key.projectTitle)} · {t(`refund.amounts.paidWith.${key.paidWith}`)}
                  </span>
                </td>
                <td>{formatMoney(key.paidUsdCents, 'USD')}</td>
              </tr>
            ))
          )}
          {amounts.cappedAtTotalPaid ? (
            <tr data-testid="refund-cap-line">
              <td>{t('refund.amounts.cap')}</td>
              <td>−{formatMoney(Math.max(0, refundableUsd - amounts.estimateUsdCents), 'USD')}</td>
            </tr>
          ) : null}
        </AmountTable>
      </details>
    </section>
  );
}
