import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { RefundAmounts } from 'shared-contract';
import { formatGold, formatKst, formatMoney, formatUsd, noticeStyle, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { factsStyle, tableStyle } from '../../../console-kit/components/console-styles';

/**
 * The calculation as it stood when the request was (re)submitted: every card payment (the total paid), the unspent
 * purchased Gold and the platform KEYs still owned (the estimate), the cap at the total paid, and both figures in
 * the request's currency.
 */
export function RefundCalculation({ amounts }: { amounts: RefundAmounts }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const column = {
    date: t('console.calculation.paidAt'),
    purpose: t('console.calculation.purpose'),
    description: t('console.calculation.description'),
    amount: t('console.calculation.amount'),
    key: t('console.calculation.key'),
    project: t('console.calculation.project'),
    paidWith: t('console.calculation.paidWith'),
  };
  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
        min-width: 0;
      `}
      data-testid="refund-calculation"
    >
      <table css={tableStyle}>
        <caption>{t('console.calculation.payments', { n: amounts.payments.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{column.date}</th>
            <th scope="col">{column.purpose}</th>
            <th scope="col">{column.description}</th>
            <th scope="col" className="num">
              {column.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {amounts.payments.length === 0 ? <NoneRow span={4} /> : null}
          {amounts.payments.map((payment) => (
            <tr key={payment.paymentId}>
              <td data-label={column.date}>
                <time dateTime={payment.paidAt}>{formatKst(payment.paidAt, 'dateMinute', language)}</time>
              </td>
              <td data-label={column.purpose}>{t(`console.calculation.purposes.${payment.purpose}`)}</td>
              <td data-label={column.description}>{payment.description[language]}</td>
              <td className="num" data-label={column.amount}>
                {formatUsd(payment.amountUsdCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <table css={tableStyle}>
        <caption>{t('console.calculation.keys', { n: amounts.keys.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{column.key}</th>
            <th scope="col">{column.project}</th>
            <th scope="col">{column.paidWith}</th>
            <th scope="col" className="num">
              {column.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {amounts.keys.length === 0 ? <NoneRow span={4} /> : null}
          {amounts.keys.map((key) => (
            <tr key={key.keyItemId}>
              <td data-label={column.key}>
                {key.name[language]} #{key.serialNo}
              </td>
              <td data-label={column.project}>{key.projectTitle[language]}</td>
              <td data-label={column.paidWith}>{t(`console.calculation.paidWithValues.${key.paidWith}`)}</td>
              <td className="num" data-label={column.amount}>
                {formatUsd(key.paidUsdCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl css={factsStyle}>
        <dt>{t('console.calculation.totalPaid')}</dt>
        <dd data-testid="calculation-total-paid">
          {formatUsd(amounts.totalPaidUsdCents)} ({formatMoney(amounts.totalPaidInCurrency, amounts.currency)})
        </dd>
        <dt>{t('console.calculation.purchasedGold')}</dt>
        <dd>{t('console.calculation.gold', { amount: formatGold(amounts.purchasedGold, language) })}</dd>
        <dt>{t('console.calculation.goldBalance')}</dt>
        <dd>{t('console.calculation.gold', { amount: formatGold(amounts.goldBalance, language) })}</dd>
        <dt>{t('console.calculation.unspentGold')}</dt>
        <dd>
          {t('console.calculation.gold', { amount: formatGold(amounts.unspentPurchasedGold, language) })} = {formatUsd(amounts.unspentGoldUsdCents)}
        </dd>
        <dt>{t('console.calculation.keysValue')}</dt>
        <dd>{formatUsd(amounts.keysUsdCents)}</dd>
        <dt>{t('console.calculation.estimate')}</dt>
        <dd data-testid="calculation-estimate">
          <strong>
            {formatUsd(amounts.estimateUsdCents)} ({formatMoney(amounts.estimateInCurrency, amounts.currency)})
          </strong>
        </dd>
      </dl>
      <p css={noticeStyle('info')}>
        {amounts.cappedAtTotalPaid ? t('console.calculation.capped') : t('console.calculation.notCapped')} {t('console.calculation.policy')}
      </p>
    </div>
  );
}

function NoneRow({ span }: { span: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <tr>
      <td colSpan={span}>{t('console.calculation.noLines')}</td>
    </tr>
  );
}
