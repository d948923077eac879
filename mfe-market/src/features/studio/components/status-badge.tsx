import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { StudioStatus } from 'shared-contract';
import { stylePer, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

/** [background, text], each pair at least 4.5:1. */
const STATUS_COLORS: Record<StudioStatus, readonly [string, string]> = {
  DRAFT: [theme.colors.gray100, theme.colors.gray700],
  SCHEDULED: [theme.colors.greenSoft, theme.colors.greenDark],
  PUBLISHED: [theme.colors.pink, theme.colors.white],
};

const badge = stylePer(
  (background: string, color: string) => css`
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    padding: 0 10px;
    border-radius: 12px;
    font-size: 12px;
    font-weight: 700;
    white-space: nowrap;
    background: ${background};
    color: ${color};
  `,
);

export function StudioStatusBadge({ status }: { status: StudioStatus }) {
  const { t } = useTranslation(NAMESPACE);
  const [background, color] = STATUS_COLORS[status];
  return (
    <span data-testid="studio-status" css={badge(background, color)}>
      {t(`studio.status.${status}`)}
    </span>
  );
}
