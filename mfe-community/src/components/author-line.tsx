import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CommunityAuthor } from 'shared-contract';
import { theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../namespace';
import { badgeStyle } from './styles';

/** A KEY's name can be long: the badge wraps inside the card at 360 px instead of pushing it wider. */
const wrappingBadgeStyle = css`
  white-space: normal;
  overflow-wrap: anywhere;
  max-width: 100%;
`;

/** Nickname, Staff badge and the author's KEY badge (design name, rarity, serial number). */
export function AuthorBadges({ author }: { author: CommunityAuthor }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <span
      css={css`
        display: inline-flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 4px 6px;
        min-width: 0;
      `}
    >
      <strong
        css={css`
          font-size: 15px;
          color: ${theme.colors.gray900};
          overflow-wrap: anywhere;
        `}
        data-testid="author-nickname"
      >
        {author.nickname}
      </strong>
      {author.isStaff ? (
        <span css={badgeStyle('dark')} data-testid="staff-badge">
          {t('card.staff')}
        </span>
      ) : null}
      {author.badge ? (
        <span css={[badgeStyle('neutral'), wrappingBadgeStyle]} data-testid="key-badge">
          <img
            src={author.badge.imageUrl}
            alt=""
            width={16}
            height={16}
            css={css`
              width: 16px;
              height: 16px;
              border-radius: 3px;
              object-fit: cover;
            `}
          />
          {t('card.keyBadge', { name: author.badge.name[language], rarity: t(`rarity.${author.badge.rarity}`), serial: author.badge.serialNo })}
        </span>
      ) : null}
    </span>
  );
}
