import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RARITY_BADGE_COLORS, SALE_STATUS_BADGE_COLORS, type Language, type SaleStatus, type StudioProject } from 'shared-contract';
import { checkboxRowStyle, formatGold, formatKst, formatUsd, theme } from 'shared-ui';
import { ArtImage } from '../../../components/art-image';
import { badgeStyle } from '../../../components/badges';
import { cardCaption, cardTitle } from '../../../components/card-link';
import { Facts } from '../../../components/facts';
import { NAMESPACE } from '../../../namespace';
import { headingStyle, stackStyle, textStyle } from './studio-styles';

type Width = 'mobile' | 'desktop';

/** As the catalog says it: upcoming before the start, sold out when nothing is left, ended after the end. */
export function previewSaleStatus(project: StudioProject, now: number): SaleStatus {
  if (now < Date.parse(project.saleStartsAt)) return 'upcoming';
  if (project.supplyTotal - project.sold <= 0) return 'sold_out';
  if (project.saleEndsAt && now >= Date.parse(project.saleEndsAt)) return 'ended';
  return 'on_sale';
}

const framesStyle = (width: Width) => css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: flex-start;
  & > section {
    box-sizing: border-box;
    flex: ${width === 'mobile' ? '0 1 360px' : '1 1 100%'};
    max-width: 100%;
  }
`;

const frameStyle = css`
  display: grid;
  gap: 8px;
  min-width: 0;
  & > h5 {
    margin: 0;
    font-size: 13px;
    font-weight: 700;
    color: ${theme.colors.gray700};
  }
`;

/** The page as a phone or a desktop shows it: white, framed, its own width. */
const screenStyle = css`
  display: grid;
  gap: 16px;
  min-width: 0;
  padding: 16px;
  border: 2px solid ${theme.colors.gray300};
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.white};
  font-family: ${theme.font};
  color: ${theme.colors.gray900};
`;

const projectCardStyle = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: 420px;
`;

const keyGridStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
  & > li {
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
`;

// The public badges, in the preview's own language rather than the page's.
const previewBadge = (colors: readonly [string, string]) => [
  badgeStyle(...colors),
  css`
    align-self: flex-start;
  `,
];

/**
 * The project and its KEY designs as a visitor would see them, in Korean and in English side by side: each side is
 * drawn with the market's public parts (art, card lines, facts) and the public pages' words in its own language, in a
 * frame 360 px wide (a phone) or as wide as the panel (a desktop). Nothing in it is a link.
 */
export function PreviewPanel({ project }: { project: StudioProject }) {
  const { t } = useTranslation(NAMESPACE);
  const [width, setWidth] = useState<Width>('mobile');
  const now = Date.now();

  return (
    <div css={stackStyle(16)}>
      <div css={stackStyle(4)}>
        <h4 css={headingStyle(17)}>{t('studio.preview.heading')}</h4>
        <p css={textStyle}>{t('studio.preview.intro')}</p>
      </div>
      <fieldset
        css={css`
          margin: 0;
          padding: 0;
          border: 0;
          display: flex;
          flex-wrap: wrap;
          gap: 4px 20px;
          legend {
            padding: 0;
            margin-bottom: 4px;
            font-size: 14px;
            font-weight: 600;
          }
        `}
      >
        <legend>{t('studio.preview.width')}</legend>
        {(['mobile', 'desktop'] as const).map((option) => (
          <label key={option} css={checkboxRowStyle}>
            <input type="radio" name="studio-preview-width" value={option} checked={width === option} onChange={() => setWidth(option)} />
            {t(`studio.preview.${option}`)}
          </label>
        ))}
      </fieldset>
      <div css={framesStyle(width)} data-testid="studio-preview" data-width={width}>
        {(['ko', 'en'] as const).map((language) => (
          <section key={language} css={frameStyle} aria-labelledby={`studio-preview-${language}`}>
            <h5 id={`studio-preview-${language}`}>{language === 'ko' ? t('studio.preview.inKo') : t('studio.preview.inEn')}</h5>
            <div lang={language} css={screenStyle} data-testid={`studio-preview-${language}`}>
              <PublicView project={project} language={language} now={now} />
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

function PublicView({ project, language, now }: { project: StudioProject; language: Language; now: number }) {
  const { i18n } = useTranslation(NAMESPACE);
  // The side's own language, whatever the page's.
  const t = useMemo(() => i18n.getFixedT(language, NAMESPACE), [i18n, language]);
  const words = (key: string, options: Record<string, unknown> = {}) => t(`studio.publicWords.${key}`, options);
  const saleStatus = previewSaleStatus(project, now);
  const title = project.title[language];
  const period = `${formatKst(project.saleStartsAt, 'date', language)} ~ ${project.saleEndsAt ? formatKst(project.saleEndsAt, 'date', language) : words('noEnd')}`;
  return (
    <>
      <article css={projectCardStyle} aria-label={title} data-testid="studio-preview-project">
        <ArtImage src={project.imageUrl} alt={title} kind="project" />
        <span
          css={css`
            display: flex;
            gap: 6px;
            align-items: center;
            flex-wrap: wrap;
          `}
        >
          <span data-testid="sale-status" css={previewBadge(SALE_STATUS_BADGE_COLORS[saleStatus])}>
            {t(`saleStatus.${saleStatus}`)}
          </span>
          <span css={cardCaption(12)}>{words('keyCount', { count: project.designs.length })}</span>
        </span>
        <strong css={cardTitle(15)}>{title}</strong>
        <span css={cardCaption(13)}>{words('by', { creator: project.creator[language] })}</span>
      </article>
      <Facts
        rows={[
          {
            label: words('price'),
            value: (
              <span data-testid="studio-preview-price">{`${words('gold', { amount: formatGold(project.priceGold, language) })} · ${formatUsd(project.priceUsdCents)}`}</span>
            ),
          },
          { label: words('salePeriod'), value: period },
        ]}
      />
      <p
        css={css`
          margin: 0;
          line-height: 1.7;
          white-space: pre-line;
          overflow-wrap: anywhere;
        `}
      >
        {project.description[language]}
      </p>
      <strong css={cardTitle(16)}>{words('keys')}</strong>
      {project.designs.length === 0 ? (
        <p css={cardCaption(13)}>{t('studio.preview.noDesigns')}</p>
      ) : (
        <ul css={keyGridStyle} data-testid="studio-preview-keys">
          {project.designs.map((design) => (
            <li key={design.id} data-testid="studio-preview-key">
              <ArtImage src={design.imageUrl} alt={design.name[language]} kind="key" />
              <span data-testid="rarity" css={previewBadge(RARITY_BADGE_COLORS[design.rarity])}>
                {t(`rarity.${design.rarity}`)}
              </span>
              <strong css={cardTitle(14)}>{design.name[language]}</strong>
              <span css={cardCaption(12)}>{title}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
