import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from 'shared-contract';
import { theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

const colors: Record<TicketStatus, [string, string]> = {
  AVAILABLE: [theme.colors.pink, theme.colors.white],
  IN_PROGRESS: [theme.colors.coin, theme.colors.gray900],
  COMPLETED: [theme.colors.greenSoft, theme.colors.greenDark],
  FAILED: [theme.colors.gray200, theme.colors.gray700],
};

/** Available / In Progress / Completed / Failed. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation(NAMESPACE);
  const [background, color] = colors[status];
  return (
    <span
      data-testid="ticket-status"
      css={css`
        display: inline-flex;
        align-items: center;
        height: 24px;
        padding: 0 10px;
        border-radius: 12px;
        font-size: 12px;
        font-weight: 700;
        white-space: nowrap;
        background: ${background};
        color: ${color};
      `}
    >
      {t(`tickets.status.${status}`)}
    </span>
  );
}
