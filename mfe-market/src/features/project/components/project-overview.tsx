import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { communityPaths, type ProjectDetail } from 'shared-contract';
import { Button, formatGold, formatKst, formatNumber, formatUsd, mq, theme, useLanguage, useLocalized } from 'shared-ui';
import { ArtImage } from '../../../components/art-image';
import { SaleStatusBadge } from '../../../components/badges';
import { Facts } from '../../../components/facts';
import { SupplyBar } from '../../../components/supply-bar';
import { NAMESPACE } from '../../../namespace';

export function ProjectOverview({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const language = useLanguage();
  const title = localized(project.title);
  const period = `${formatKst(project.saleStartsAt, 'date', language)} ~ ${project.saleEndsAt ? formatKst(project.saleEndsAt, 'date', language) : t('project.noEnd')}`;

  return (
    <div
      css={css`
        display: grid;
        gap: 20px;
        ${mq.desktop} {
          grid-template-columns: minmax(0, 420px) 1fr;
          gap: 40px;
          align-items: start;
        }
      `}
    >
      <ArtImage src={project.imageUrl} alt={title} kind="project" eager />
      <div
        css={css`
          display: flex;
          flex-direction: column;
          gap: 16px;
        `}
      >
        <div
          css={css`
            display: flex;
            flex-direction: column;
            gap: 8px;
            align-items: flex-start;
          `}
        >
          <SaleStatusBadge status={project.saleStatus} />
          <h1
            css={css`
              margin: 0;
              font-size: 24px;
              line-height: 1.3;
              ${mq.desktop} {
                font-size: 30px;
              }
            `}
          >
            {title}
          </h1>
          <p
            css={css`
              margin: 0;
              color: ${theme.colors.gray600};
            `}
          >
            {t('project.creator')} · {localized(project.creator)}
          </p>
        </div>
        <p
          css={css`
            margin: 0;
            line-height: 1.7;
            color: ${theme.colors.gray800};
            white-space: pre-line;
          `}
        >
          {localized(project.description)}
        </p>
        <Facts
          rows={[
            {
              label: t('project.price'),
              value: (
                <span data-testid="project-price">
                  {t('project.gold', { amount: formatGold(project.priceGold, language) })} · {formatUsd(project.priceUsdCents)}
                  <span
                    css={css`
                      display: block;
                      font-size: 12px;
                      font-weight: 400;
                      color: ${theme.colors.gray500};
                    `}
                  >
                    {t('project.priceNote')}
                  </span>
                </span>
              ),
            },
            {
              label: t('project.supply'),
              value: (
                <span
                  css={css`
                    display: flex;
                    flex-direction: column;
                    gap: 6px;
                  `}
                >
                  <span data-testid="project-supply">
                    {formatNumber(project.supplyRemaining, language)} / {formatNumber(project.supplyTotal, language)}
                  </span>
                  <SupplyBar remaining={project.supplyRemaining} total={project.supplyTotal} label={t('project.supply')} />
                </span>
              ),
            },
            { label: t('project.salePeriod'), value: <span data-testid="project-period">{period}</span> },
            {
              label: t('project.collections'),
              value: `${localized(project.webtoon.name)} · ${localized(project.theme.name)}`,
            },
          ]}
        />
        <Button
          size="lg"
          fullWidth
          aria-controls="buy-panel"
          onClick={() => {
            // The buy panel below the overview (features/purchase): bring it into view and move focus there.
            const panel = document.getElementById('buy-panel');
            panel?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            panel?.focus({ preventScroll: true });
          }}
        >
          {t('project.buy')}
        </Button>
        <Button variant="secondary" size="lg" fullWidth to={communityPaths.community(project.id)} data-testid="project-community">
          {t('project.community')}
        </Button>
      </div>
    </div>
  );
}
