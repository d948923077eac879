import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Transfer } from 'shared-contract';
import { Button, formatKst, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { noteStyle, stackStyle } from './styles';
import { TransferKeyCard } from './transfer-key-card';

const badgeColors: Record<Transfer['status'], { background: string; color: string }> = {
  IN_PROGRESS: { background: theme.colors.pinkSoft, color: theme.colors.gray900 },
  COMPLETED: { background: theme.colors.greenSoft, color: theme.colors.gray900 },
  FAILED: { background: theme.colors.redSoft, color: theme.colors.red },
};

const leadKey = {
  SENT: { IN_PROGRESS: 'transfer.sentInProgress', COMPLETED: 'transfer.sentCompleted', FAILED: 'transfer.sentFailed' },
  RECEIVED: { IN_PROGRESS: 'transfer.receivedInProgress', COMPLETED: 'transfer.receivedCompleted', FAILED: 'transfer.receivedFailed' },
} as const;

/** A transfer's state (In Progress / Completed / Failed) for its sender or recipient, with a way back to the cabinet. */
export function TransferStatus({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const colors = badgeColors[transfer.status];
  return (
    <div css={stackStyle} data-testid="transfer-status">
      <p
        data-testid="transfer-status-badge"
        css={css`
          justify-self: start;
          margin: 0;
          padding: 6px 14px;
          border-radius: 999px;
          font-size: 15px;
          font-weight: 700;
          background: ${colors.background};
          color: ${colors.color};
        `}
      >
        {t(`transfer.status.${transfer.status}`)}
      </p>
      <TransferKeyCard item={transfer.item} />
      <p
        role="status"
        data-testid="transfer-status-lead"
        css={css`
          margin: 0;
          font-size: 16px;
          color: ${theme.colors.gray800};
          overflow-wrap: anywhere;
        `}
      >
        {t(leadKey[transfer.direction][transfer.status], { recipient: transfer.to.nickname ?? '', sender: transfer.from.nickname ?? '' })}
      </p>
      {transfer.status === 'FAILED' && transfer.failureReason ? (
        <p data-testid="transfer-failure" css={noteStyle('error')}>
          {t(`transfer.failure.${transfer.failureReason}`)}
        </p>
      ) : null}
      {transfer.status === 'IN_PROGRESS' ? (
        <p css={noteStyle('info')}>
          {t('transfer.arrivalNote')} {t('transfer.checking')}
        </p>
      ) : null}
      <p
        css={css`
          margin: 0;
          font-size: 13px;
          color: ${theme.colors.gray500};
        `}
      >
        {t('transfer.requestedAt', { time: formatKst(transfer.requestedAt, 'dateTime', language) })}
        {transfer.finishedAt ? ` · ${t('transfer.finishedAt', { time: formatKst(transfer.finishedAt, 'dateTime', language) })}` : ''}
      </p>
      <Button to="/cabinet" size="lg" fullWidth data-testid="transfer-to-cabinet">
        {t('transfer.toCabinet')}
      </Button>
    </div>
  );
}
