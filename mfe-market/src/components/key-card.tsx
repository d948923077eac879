import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { KeySummary } from 'shared-contract';
import { theme, useLocalized } from 'shared-ui';
import { ArtImage } from './art-image';
import { RarityBadge } from './badges';

export const keyPath = (id: number) => `/key/details?id=${id}`;

export function KeyCard({ item, eager = false }: { item: KeySummary; eager?: boolean }) {
  const localized = useLocalized();
  const name = localized(item.name);
  return (
    <Link
      to={keyPath(item.id)}
      data-testid="key-card"
      css={css`
        display: flex;
        flex-direction: column;
        gap: 6px;
        color: inherit;
        text-decoration: none;
        border-radius: ${theme.radius.md}px;
        &:focus-visible { outline: 3px solid ${theme.colors.green}; outline-offset: 2px; }
        &:hover img { filter: brightness(0.96); }
      `}
    >
      <ArtImage src={item.imageUrl} alt={name} kind="key" eager={eager} />
      <RarityBadge rarity={item.rarity} />
      <strong css={css`font-size: 14px; line-height: 1.35; color: ${theme.colors.gray900};`}>{name}</strong>
      <span css={css`font-size: 12px; color: ${theme.colors.gray500};`}>{localized(item.projectTitle)}</span>
    </Link>
  );
}
