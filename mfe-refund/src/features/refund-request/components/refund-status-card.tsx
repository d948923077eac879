import { css } from '@emotion/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type RefundRequestView, type RefundStatus } from 'shared-contract';
import { Button, formatKst, formatMoney, theme, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { bodyTextStyle, detailsStyle, noticeStyle, sectionStyle, sectionTitleStyle } from './styles';

/** Badge colours: dark text on the theme's soft tints (AA). */
const TONE: Record<RefundStatus, string> = {
  SUBMITTED: theme.colors.gray100,
  UNDER_REVIEW: theme.colors.gray100,
  INCORRECT: theme.colors.pinkSoft,
  APPROVED: theme.colors.greenSoft,
  COMPLETED: theme.colors.greenSoft,
  FAILED: theme.colors.pinkSoft,
};

const badgeStyle = (status: RefundStatus) => css`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  padding: 0 12px;
  border-radius: 999px;
  background: ${TONE[status]};
  color: ${theme.colors.gray900};
  font-size: 14px;
  font-weight: 700;
  justify-self: start;
`;

const timelineStyle = css`
  list-style: none;
  margin: 0;
  padding: 0 0 0 16px;
  border-left: 2px solid ${theme.colors.gray200};
  display: grid;
  gap: 12px;
  li {
    position: relative;
    font-size: 14px;
    color: ${theme.colors.gray800};
  }
  li::before {
    content: '';
    position: absolute;
    left: -22px;
    top: 5px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${theme.colors.pink};
  }
`;

export type RefundStatusCardProps = {
  request: RefundRequestView;
  /** The Edit / Resubmit button is offered only while the window is open. */
  canEdit: boolean;
  /** The edit form is open below: the button is not offered twice. */
  editing?: boolean;
  onEdit: () => void;
};

/**
 * The member's request: its status (with the support team's reason for an incorrect or failed one), the round and
 * its pay-by date, the amount, the masked bank details, the history, and Edit Request / Resubmit Request.
 */
export const RefundStatusCard = forwardRef<HTMLHeadingElement, RefundStatusCardProps>(function RefundStatusCard(
  { request, canEdit, editing = false, onEdit },
  headingRef,
) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const payBy = formatKst(request.round.payBy, 'date', language);
  const action = request.editAction;

  return (
    <section css={sectionStyle} aria-labelledby="refund-status-title" data-testid="refund-status">
      <h2 id="refund-status-title" ref={headingRef} tabIndex={-1} css={sectionTitleStyle}>
        {t('refund.status.title')}
      </h2>
      <p css={badgeStyle(request.status)} data-testid="refund-status-label">
        {t(`refund.status.label.${request.status}`)}
      </p>
      {request.status === 'INCORRECT' ? (
        <p
          css={[
            bodyTextStyle,
            css`
              font-weight: 700;
            `,
          ]}
          data-testid="refund-incorrect"
        >
          {errorMessage('REFUND_INCORRECT_INFO', language)}
        </p>
      ) : null}
      <p css={bodyTextStyle} data-testid="refund-status-description">
        {t(`refund.status.description.${request.status}`, { payBy })}
      </p>
      {request.reason && (request.status === 'INCORRECT' || request.status === 'FAILED') ? (
        <p css={noticeStyle('error')} data-testid="refund-status-reason">
          {t('refund.status.reason', { reason: request.reason })}
        </p>
      ) : null}
      <dl css={detailsStyle} data-testid="refund-status-details">
        <dt>{t('refund.status.round')}</dt>
        <dd>{t('refund.status.roundValue', { round: request.round.round })}</dd>
        <dt>{t('refund.status.payBy')}</dt>
        <dd>{payBy}</dd>
        <dt>{t('refund.status.amount')}</dt>
        <dd>{formatMoney(request.amountInCurrency, request.currency)}</dd>
        <dt>{t('refund.status.bank')}</dt>
        <dd>{localized(request.bank.bank)}</dd>
        <dt>{t('refund.status.holderName')}</dt>
        <dd>{request.bank.holderName}</dd>
        <dt>{t('refund.status.accountNumber')}</dt>
        <dd>{request.bank.accountNumber}</dd>
        <dt>{t('refund.status.submittedAt')}</dt>
        <dd>{formatKst(request.submittedAt, 'dateTime', language)}</dd>
      </dl>
      <h3
        css={css`
          margin: 8px 0 0;
          font-size: 15px;
          color: ${theme.colors.gray900};
        `}
      >
        {t('refund.status.history')}
      </h3>
      <ol css={timelineStyle} data-testid="refund-history">
        {request.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <strong>{t(`refund.status.label.${entry.status}`)}</strong>{' '}
            <time
              dateTime={entry.at}
              css={css`
                color: ${theme.colors.gray600};
              `}
            >
              {formatKst(entry.at, 'dateTime', language)}
            </time>
            {entry.reason ? (
              <span
                css={css`
                  display: block;
                `}
              >
                {entry.reason}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {action && canEdit && !editing ? (
        <Button variant={action === 'RESUBMIT' ? 'primary' : 'secondary'} onClick={onEdit} fullWidth data-testid="refund-edit">
          {t(action === 'RESUBMIT' ? 'refund.status.resubmit' : 'refund.status.edit')}
        </Button>
      ) : null}
      {action && !canEdit ? <p css={bodyTextStyle}>{t('refund.status.closedNoEdit')}</p> : null}
    </section>
  );
});
