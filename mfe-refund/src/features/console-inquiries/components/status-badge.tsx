import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { InquiryListItem } from 'shared-contract';
import { theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

const badgeStyle = (open: boolean) => css`
  display: inline-flex;
  align-items: center;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  background: ${open ? theme.colors.pinkSoft : theme.colors.greenSoft};
  color: ${theme.colors.gray900};
`;

/** OPEN (waiting) or ANSWERED, in words (not only colour). */
export function StatusBadge({ status }: { status: InquiryListItem['status'] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span css={badgeStyle(status === 'OPEN')} data-testid="inquiry-status">
      {t(`inquiry.console.status.${status}`)}
    </span>
  );
}
