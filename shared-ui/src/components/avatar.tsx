import { css } from '@emotion/react';
import { theme } from '../theme';

export type AvatarProps = {
  /** The picture; without one, the first letter of `name` on a coloured disc. */
  src: string | null;
  /** Whose avatar: its first letter (upper case, `?` when blank) stands in for a missing picture. */
  name: string;
  /**
   * The avatar's accessible name (the image's alt, or the disc's label as `role="img"`). Without it the avatar is
   * decorative (hidden from screen readers): use that when the name is written beside it.
   */
  alt?: string;
  size?: number;
  /** The disc behind the letter: dark (the default) or the brand's pink. */
  tone?: 'dark' | 'pink';
  /** A thin gray frame around it. */
  framed?: boolean;
  'data-testid'?: string;
};

const frameStyle = (size: number, framed: boolean) => css`
  flex: none;
  width: ${size}px;
  height: ${size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.colors.gray100};
  ${framed ? `border: 1px solid ${theme.colors.gray200};` : ''}
`;

const discStyle = (size: number, tone: 'dark' | 'pink') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-size: ${Math.round(size * 0.42)}px;
  font-weight: 700;
  color: ${theme.colors.white};
  background: ${tone === 'pink' ? theme.colors.pink : theme.colors.gray700};
`;

/** The first letter of a name (a whole character, not half an emoji), upper case; `?` for a blank name. */
export const initialOf = (name: string) => ([...name.trim()][0] ?? '?').toUpperCase();

/** A round avatar: the picture, else the name's first letter on a coloured disc. */
export function Avatar({ src, name, alt, size = 40, tone = 'dark', framed = false, ...rest }: AvatarProps) {
  const frame = frameStyle(size, framed);
  if (src) return <img src={src} alt={alt ?? ''} width={size} height={size} css={frame} data-testid={rest['data-testid']} />;
  return (
    <span
      role={alt === undefined ? undefined : 'img'}
      aria-label={alt}
      aria-hidden={alt === undefined ? true : undefined}
      data-testid={rest['data-testid']}
      css={[frame, discStyle(size, tone)]}
    >
      {initialOf(name)}
    </span>
  );
}
