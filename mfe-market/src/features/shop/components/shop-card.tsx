import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from 'shared-contract';
import { formatUsdFigure, numberFormat, theme, useLanguage, useLocalized } from 'shared-ui';
import { ArtImage } from '../../../components/art-image';
import { cardCaption, CardLink, cardTitle } from '../../../components/card-link';
import { projectPath } from '../../../components/project-card';
import { NAMESPACE } from '../../../namespace';

const priceLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
`;
const price = css`
  font-size: 15px;
  color: ${theme.colors.gray900};
`;

/** A project on sale: cover, title, Gold price (and the card price in USD) and what is left. */
export function ShopCard({ project, eager = false }: { project: ProjectSummary; eager?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const title = localized(project.title);
  const number = numberFormat(language);
  return (
    <CardLink to={projectPath(project.id)} gap={6} testId="shop-card">
      <ArtImage src={project.imageUrl} alt={title} kind="project" eager={eager} />
      <strong data-testid="shop-title" css={cardTitle(15)}>
        {title}
      </strong>
      <span css={cardCaption(13)}>{localized(project.creator)}</span>
      <span css={priceLine}>
        <strong data-testid="shop-price" css={price}>
          {t('shop.price', { gold: number.format(project.priceGold) })}
        </strong>
        <span css={cardCaption(12)}>{t('shop.usd', { usd: formatUsdFigure(project.priceUsdCents, language) })}</span>
      </span>
      <span data-testid="shop-remaining" css={cardCaption(12)}>
        {t('shop.remaining', { remaining: number.format(project.supplyRemaining) })}
      </span>
    </CardLink>
  );
}
