import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CommunityAuthor } from 'shared-contract';
import { theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../namespace';
import { badgeStyle } from './styles';

/** The author's picture (decorative: the nickname follows it), else the first letter on a coloured disc. */
export function Avatar({ imageUrl, nickname, size = 40 }: { imageUrl: string | null; nickname: string; size?: number }) {
  const frame = css`
    flex: none;
    width: ${size}px;
    height: ${size}px;
    border-radius: 50%;
    object-fit: cover;
    background: ${theme.colors.gray100};
  `;
  if (imageUrl) return <img src={imageUrl} alt="" width={size} height={size} css={frame} data-testid="author-avatar" />;
  return (
    <span
      aria-hidden="true"
      data-testid="author-avatar"
      css={[
        frame,
        css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          font-size: ${Math.round(size * 0.42)}px;
          font-weight: 700;
          color: ${theme.colors.white};
          background: ${theme.colors.gray700};
        `,
      ]}
    >
      {([...nickname.trim()][0] ?? '?').toUpperCase()}
    </span>
  );
}

/** Nickname, Staff badge and the author's KEY badge (design name, rarity, serial number). */
export function AuthorBadges({ author }: { author: CommunityAuthor }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <span css={css`display: inline-flex; flex-wrap: wrap; align-items: center; gap: 4px 6px; min-width: 0;`}>
      <strong css={css`font-size: 15px; color: ${theme.colors.gray900}; overflow-wrap: anywhere;`} data-testid="author-nickname">
        {author.nickname}
      </strong>
      {author.isStaff ? (
        <span css={badgeStyle('dark')} data-testid="staff-badge">
          {t('card.staff')}
        </span>
      ) : null}
      {author.badge ? (
        <span css={badgeStyle('neutral')} data-testid="key-badge">
          <img src={author.badge.imageUrl} alt="" width={16} height={16} css={css`width: 16px; height: 16px; border-radius: 3px; object-fit: cover;`} />
          {t('card.keyBadge', { name: author.badge.name[language], rarity: t(`rarity.${author.badge.rarity}`), serial: author.badge.serialNo })}
        </span>
      ) : null}
    </span>
  );
}
