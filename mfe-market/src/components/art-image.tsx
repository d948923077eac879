import { css } from '@emotion/react';
import { stylePer, theme } from 'shared-ui';

/** Intrinsic sizes of the api's generated art, so the browser reserves the space (no layout shift). */
export const ART_SIZES = {
  key: { width: 300, height: 420 },
  project: { width: 600, height: 400 },
  collection: { width: 400, height: 400 },
  banner: { width: 1200, height: 480 },
} as const;

export type ArtKind = keyof typeof ART_SIZES;

export const artRatio = (kind: ArtKind) => `${ART_SIZES[kind].width} / ${ART_SIZES[kind].height}`;

type ArtImageProps = {
  src: string;
  alt: string;
  kind: ArtKind;
  eager?: boolean;
  radius?: number;
};

const artStyle = stylePer(
  (kind: ArtKind, radius: number) => css`
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${artRatio(kind)};
    object-fit: cover;
    border-radius: ${radius}px;
    background: ${theme.colors.gray100};
  `,
);

export function ArtImage({ src, alt, kind, eager = false, radius = theme.radius.md }: ArtImageProps) {
  const { width, height } = ART_SIZES[kind];
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      draggable={false}
      css={artStyle(kind, radius)}
    />
  );
}

const thumbnailStyle = css`
  flex: none;
  object-fit: cover;
  border-radius: ${theme.radius.sm}px;
  background: ${theme.colors.gray100};
`;

type ArtThumbnailProps = {
  src: string;
  width: number;
  height?: number;
  /** Sizes of its own (through the `css` prop), e.g. a larger picture on desktop. */
  className?: string;
};

/** A small picture of a KEY's or a project's art beside its name: decorative, the name beside it says what it is. */
export function ArtThumbnail({ src, width, height = width, className }: ArtThumbnailProps) {
  return <img src={src} alt="" width={width} height={height} loading="lazy" decoding="async" css={thumbnailStyle} className={className} />;
}
