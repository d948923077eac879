import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { RefundStatus } from 'shared-contract';
import { theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

/** Soft theme tones (the label, in dark text, carries the meaning; the tone only helps scanning). */
const tones: Record<RefundStatus, { background: string; border: string }> = {
  SUBMITTED: { background: theme.colors.gray100, border: theme.colors.gray100 },
  UNDER_REVIEW: { background: theme.colors.white, border: theme.colors.gray500 },
  INCORRECT: { background: theme.colors.pinkSoft, border: theme.colors.pinkSoft },
  APPROVED: { background: theme.colors.greenSoft, border: theme.colors.greenSoft },
  COMPLETED: { background: theme.colors.greenSoft, border: theme.colors.green },
  FAILED: { background: theme.colors.pinkSoft, border: theme.colors.red },
};

/** A request's status as a labelled chip (dark text on a soft tone: AA). */
export function StatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span
      data-status={status}
      css={css`
        display: inline-block;
        padding: 2px 8px;
        border-radius: 999px;
        background: ${tones[status].background};
        border: 1px solid ${tones[status].border};
        color: ${theme.colors.gray900};
        font-size: 13px;
        font-weight: 600;
        white-space: nowrap;
      `}
    >
      {t(`console.statuses.${status}`)}
    </span>
  );
}
