import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CommunityPost } from 'shared-contract';
import { theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

const gridStyle = (count: number) => css`
  display: grid;
  grid-template-columns: repeat(${count === 1 ? 1 : 2}, minmax(0, 1fr));
  gap: 4px;
  max-width: ${count === 1 ? 360 : 480}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Square thumbnails with a fixed aspect ratio (nothing moves as they load), each opening the full image. */
export function ImageGrid({ images }: { images: CommunityPost['images'] }) {
  const { t } = useTranslation(NAMESPACE);
  if (images.length === 0) return null;
  return (
    <ul css={gridStyle(images.length)} data-testid="post-images">
      {images.map((image, index) => (
        <li
          key={`${image.url}-${index}`}
          css={css`
            aspect-ratio: 1;
            border-radius: ${theme.radius.sm}px;
            overflow: hidden;
            background: ${theme.colors.gray100};
          `}
        >
          <a
            href={image.url}
            target="_blank"
            rel="noopener noreferrer"
            css={css`
              display: block;
              width: 100%;
              height: 100%;
              &:focus-visible {
                outline: 3px solid ${theme.colors.focus};
                outline-offset: -3px;
              }
            `}
          >
            <img
              src={image.url}
              alt={t('card.image', { index: index + 1, total: images.length })}
              loading="lazy"
              decoding="async"
              width={240}
              height={240}
              css={css`
                display: block;
                width: 100%;
                height: 100%;
                object-fit: cover;
              `}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
