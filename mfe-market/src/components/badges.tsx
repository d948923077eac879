import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Rarity, SaleStatus } from 'shared-contract';
import { theme } from 'shared-ui';
import { NAMESPACE } from '../namespace';

const badge = (background: string, color: string) => css`
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
`;

const statusColors: Record<SaleStatus, [string, string]> = {
  upcoming: [theme.colors.greenSoft, theme.colors.greenDark],
  on_sale: [theme.colors.pink, theme.colors.white],
  sold_out: [theme.colors.gray700, theme.colors.white],
  ended: [theme.colors.gray200, theme.colors.gray700],
};

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const { t } = useTranslation(NAMESPACE);
  const [background, color] = statusColors[status];
  return (
    <span data-testid="sale-status" css={badge(background, color)}>
      {t(`saleStatus.${status}`)}
    </span>
  );
}

const rarityColors: Record<Rarity, [string, string]> = {
  common: [theme.colors.gray100, theme.colors.gray700],
  rare: ['#e3efff', '#1f5fbf'],
  epic: ['#f0e6ff', '#6b2fc0'],
  legendary: ['#fff4d1', '#8a5a00'],
};

export function RarityBadge({ rarity }: { rarity: Rarity }) {
  const { t } = useTranslation(NAMESPACE);
  const [background, color] = rarityColors[rarity];
  return (
    <span data-testid="rarity" css={badge(background, color)}>
      {t(`rarity.${rarity}`)}
    </span>
  );
}
