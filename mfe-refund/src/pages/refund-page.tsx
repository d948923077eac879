import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-contract';
import { ErrorState, PageContainer, Skeleton, useLanguage, visuallyHidden } from 'shared-ui';
import { refundOverviewQueryKey, useRefundOverview } from '../features/refund-request/api/get-refund-overview';
import { RefundAmounts } from '../features/refund-request/components/refund-amounts';
import { RefundForm, type RefundFormOutcome } from '../features/refund-request/components/refund-form';
import { RefundStatusCard } from '../features/refund-request/components/refund-status-card';
import { noticeStyle } from '../features/refund-request/components/styles';
import { TerminationNotice } from '../features/refund-request/components/termination-notice';
import { NAMESPACE } from '../namespace';

type Announcement = { tone: 'success'; key: 'submitted' | 'edited' | 'resubmitted' } | { tone: 'error'; code: string };

const stackStyle = css`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

function Loading() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div aria-busy="true" css={stackStyle} data-testid="refund-loading">
      <p role="status" css={visuallyHidden}>
        {t('refund.loading')}
      </p>
      <Skeleton height={96} radius={12} />
      <Skeleton height={160} radius={12} />
      <Skeleton height={320} radius={12} />
    </div>
  );
}

/**
 * `/refund` (members; spec sections 3, 4, 5, 9): the termination notice, the total paid and the estimated refund
 * line by line, the member's request (status, round, pay-by date, history, Edit / Resubmit) and the request form
 * while the window is open and something is refundable.
 */
export default function RefundPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { data, error, isPending, refetch } = useRefundOverview();
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const focusStatus = useRef(false);
  const request = data?.request ?? null;

  // After a request is sent the form gives way to the status card: focus moves to it.
  useEffect(() => {
    if (focusStatus.current && request && !editing) {
      focusStatus.current = false;
      statusHeading.current?.focus();
    }
  }, [request, editing]);

  const onOutcome = (outcome: RefundFormOutcome) => {
    if (outcome.kind === 'stale') {
      setAnnouncement({ tone: 'error', code: outcome.code });
      if (outcome.code === 'REFUND_NOT_EDITABLE' || outcome.code === 'REFUND_CLOSED') setEditing(false);
      void queryClient.invalidateQueries({ queryKey: refundOverviewQueryKey });
      return;
    }
    focusStatus.current = true;
    setEditing(false);
    setAnnouncement({ tone: 'success', key: outcome.kind });
  };

  let body;
  if (isPending) body = <Loading />;
  else if (!data) body = <ErrorState error={error} title={t('refund.loadError')} onRetry={() => void refetch()} />;
  else {
    const open = data.window === 'OPEN';
    const editAction = open && request ? request.editAction : null;
    const showEditForm = editing && request !== null && editAction !== null;
    const nothingRefundable = request === null && data.amounts.estimateInCurrency <= 0;
    const showNewForm = open && request === null && !nothingRefundable;
    const formShown = showEditForm || showNewForm;
    const visibleAnnouncement = announcement && !(announcement.tone === 'error' && formShown) ? announcement : null;
    body = (
      <div css={stackStyle}>
        <TerminationNotice overview={data} />
        <div role="status" aria-live="polite" data-testid="refund-live">
          {visibleAnnouncement ? (
            <p css={noticeStyle(visibleAnnouncement.tone)}>
              {visibleAnnouncement.tone === 'success' ? t(`refund.result.${visibleAnnouncement.key}`) : errorMessage(visibleAnnouncement.code, language)}
            </p>
          ) : null}
        </div>
        <RefundAmounts overview={data} />
        {nothingRefundable ? (
          <p css={noticeStyle('info')} data-testid="refund-nothing">
            {errorMessage('REFUND_NOTHING_REFUNDABLE', language)}
          </p>
        ) : null}
        {request ? (
          <RefundStatusCard
            ref={statusHeading}
            request={request}
            canEdit={open}
            editing={showEditForm}
            onEdit={() => {
              setAnnouncement(null);
              setEditing(true);
            }}
          />
        ) : null}
        {showEditForm && editAction ? (
          <RefundForm
            key={`edit-${request.id}`}
            currency={data.currency}
            edit={{ action: editAction, request }}
            onOutcome={onOutcome}
            onCancel={() => {
              setEditing(false);
              statusHeading.current?.focus();
            }}
          />
        ) : null}
        {showNewForm ? <RefundForm key="new" currency={data.currency} edit={null} onOutcome={onOutcome} /> : null}
      </div>
    );
  }

  return (
    <PageContainer title={t('pages.refund')} width="narrow">
      {body}
    </PageContainer>
  );
}
