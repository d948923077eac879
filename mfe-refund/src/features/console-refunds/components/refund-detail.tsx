import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Me, RefundRequestDetail } from 'shared-contract';
import { ErrorState, formatKst, formatMoney, mq, noticeStyle, Skeleton, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { factsStyle, sectionStyle, subTitleStyle } from '../../../console-kit/components/console-styles';
import { DetailHeader } from '../../../console-kit/components/detail-header';
import { personLabel, personWithEmail } from '../../../console-kit/utils/staff-ref';
import { useRefundRequest } from '../api/get-refund-request';
import { BankDetails } from './bank-details';
import { RefundActions } from './refund-actions';
import { RefundCalculation } from './refund-calculation';
import { RefundHistory } from './refund-history';
import { StatusBadge } from './status-badge';

const columnsStyle = css`
  display: grid;
  gap: 16px;
  min-width: 0;
  ${mq.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const blockStyle = css`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

/** One request: who, how much and why, the bank, the history and what staff may do next. */
export function RefundDetail({ id, staff, onBack }: { id: number; staff: Me; onBack: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const request = useRefundRequest(id);

  return (
    <section aria-labelledby="refund-detail-title" css={sectionStyle} data-testid="refund-detail">
      <DetailHeader titleId="refund-detail-title" level={2} title={t('console.detail.title', { id })} backLabel={t('console.detail.back')} onBack={onBack} />
      {request.isPending ? (
        <Skeleton height={320} />
      ) : request.isError ? (
        <ErrorState error={request.error} onRetry={() => void request.refetch()} />
      ) : (
        <DetailBody detail={request.data} staff={staff} />
      )}
    </section>
  );
}

function DetailBody({ detail, staff }: { detail: RefundRequestDetail; staff: Me }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const none = t('console.common.none');
  return (
    <div css={columnsStyle}>
      <div css={blockStyle}>
        <dl css={factsStyle} data-testid="refund-detail-facts">
          <dt>{t('console.detail.status')}</dt>
          <dd>
            <StatusBadge status={detail.status} />
          </dd>
          <dt>{t('console.detail.member')}</dt>
          <dd>
            {personWithEmail(detail.member)} · {t('console.common.memberId', { id: detail.member.id })}
          </dd>
          <dt>{t('console.detail.currency')}</dt>
          <dd>
            {t(`console.currencies.${detail.currency}`)} · {t(`console.currencyReasons.${detail.currencyReason}`)}
          </dd>
          <dt>{t('console.detail.amount')}</dt>
          <dd>
            <strong>{formatMoney(detail.amountInCurrency, detail.currency)}</strong>
          </dd>
          <dt>{t('console.detail.round')}</dt>
          <dd>{t('console.detail.roundValue', { round: detail.round, payBy: formatKst(detail.payBy, 'date', language) })}</dd>
          <dt>{t('console.detail.submitted')}</dt>
          <dd>
            <time dateTime={detail.submittedAt}>{formatKst(detail.submittedAt, 'dateTime', language)}</time>
          </dd>
          <dt>{t('console.detail.updated')}</dt>
          <dd>
            <time dateTime={detail.updatedAt}>{formatKst(detail.updatedAt, 'dateTime', language)}</time>
          </dd>
          <dt>{t('console.detail.reviewer')}</dt>
          <dd>{detail.reviewer ? personLabel(detail.reviewer) : none}</dd>
          <dt>{t('console.detail.approver')}</dt>
          <dd>{detail.approver ? personLabel(detail.approver) : none}</dd>
          <dt>{t('console.detail.batch')}</dt>
          <dd>{detail.batchId !== null ? `#${detail.batchId}` : none}</dd>
        </dl>
        {detail.reason ? (
          <p css={noticeStyle('info')} data-testid="refund-detail-reason">
            <strong>{t('console.detail.reason')}</strong> {detail.reason}
          </p>
        ) : null}
        <RefundActions detail={detail} staff={staff} />
        <section aria-labelledby="refund-calculation-title" css={blockStyle}>
          <h3 id="refund-calculation-title" css={subTitleStyle}>
            {t('console.calculation.title')}
          </h3>
          <RefundCalculation amounts={detail.amounts} />
        </section>
      </div>
      <div css={blockStyle}>
        <BankDetails requestId={detail.id} bank={detail.bank} />
        <RefundHistory history={detail.history} memberId={detail.member.id} />
      </div>
    </div>
  );
}
