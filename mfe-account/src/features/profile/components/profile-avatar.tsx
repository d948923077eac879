import { css } from '@emotion/react';
import { theme } from 'shared-ui';
import { avatarStyle } from '../../../components/card-styles';

export type ProfileAvatarProps = { src: string | null; alt: string; fallback: string; size?: number };

/** The member's profile image, or the first letter of the nickname on a coloured disc. */
export function ProfileAvatar({ src, alt, fallback, size = 72 }: ProfileAvatarProps) {
  if (src) return <img src={src} alt={alt} width={size} height={size} css={avatarStyle(size)} data-testid="profile-avatar" />;
  return (
    <span
      role="img"
      aria-label={alt}
      data-testid="profile-avatar"
      css={[
        avatarStyle(size),
        css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          font-size: ${Math.round(size * 0.42)}px;
          font-weight: 700;
          color: ${theme.colors.white};
          background: ${theme.colors.pink};
        `,
      ]}
    >
      {fallback.slice(0, 1).toUpperCase()}
    </span>
  );
}
