import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { RARITY_BADGE_COLORS, SALE_STATUS_BADGE_COLORS, type Rarity, type SaleStatus } from 'shared-contract';
import { stylePer } from 'shared-ui';
import { NAMESPACE } from '../namespace';

/** The look of the public pages' badges (sale status, rarity): a pill in the badge's colours. */
export const badgeStyle = stylePer(
  (background: string, color: string) => css`
    display: inline-flex;
    align-items: center;
    height: 22px;
    padding: 0 8px;
    border-radius: 11px;
    font-size: 12px;
    font-weight: 700;
    white-space: nowrap;
    background: ${background};
    color: ${color};
  `,
);

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const { t } = useTranslation(NAMESPACE);
  const [background, color] = SALE_STATUS_BADGE_COLORS[status];
  return (
    <span data-testid="sale-status" css={badgeStyle(background, color)}>
      {t(`saleStatus.${status}`)}
    </span>
  );
}

export function RarityBadge({ rarity }: { rarity: Rarity }) {
  const { t } = useTranslation(NAMESPACE);
  const [background, color] = RARITY_BADGE_COLORS[rarity];
  return (
    <span data-testid="rarity" css={badgeStyle(background, color)}>
      {t(`rarity.${rarity}`)}
    </span>
  );
}
