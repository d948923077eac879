import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawnKey } from 'shared-contract';
import { mq, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

/** A KEY as the showcase shows it: art, name, project, rarity and serial (and, on the settings page, its checkbox). */
export function ShowcaseKey({ drawn, serialNo, heading, children }: { drawn: DrawnKey; serialNo: number; heading?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <div
      css={css`
        display: grid;
        grid-template-rows: auto 1fr;
        height: 100%;
        border: 1px solid ${theme.colors.gray200};
        border-radius: ${theme.radius.md}px;
        overflow: hidden;
        background: ${theme.colors.white};
      `}
    >
      <img
        src={drawn.imageUrl}
        alt={drawn.name[language]}
        width={300}
        height={420}
        loading="lazy"
        css={css`
          display: block;
          width: 100%;
          height: auto;
          aspect-ratio: 300 / 420;
          object-fit: cover;
          background: ${theme.colors.gray100};
        `}
      />
      <div
        css={css`
          display: grid;
          gap: 4px;
          align-content: start;
          padding: 10px 12px;
          min-width: 0;
        `}
      >
        {heading ?? (
          <strong
            css={css`
              font-size: 15px;
              overflow-wrap: anywhere;
            `}
          >
            {drawn.name[language]}
          </strong>
        )}
        <span
          css={css`
            font-size: 13px;
            color: ${theme.colors.gray700};
            overflow-wrap: anywhere;
          `}
        >
          {drawn.projectTitle[language]}
        </span>
        <span
          css={css`
            font-size: 13px;
            color: ${theme.colors.gray700};
          `}
          data-testid="showcase-key-meta"
        >
          {t(`showcase.rarity.${drawn.rarity}`)} · {t('showcase.serial', { serial: serialNo })}
        </span>
        {children}
      </div>
    </div>
  );
}

export const keyGridStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
