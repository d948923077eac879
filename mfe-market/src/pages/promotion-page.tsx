import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Promotion } from 'shared-contract';
import { EmptyState, ErrorState, PageContainer, Skeleton, theme, useLocalized } from 'shared-ui';
import { ArtImage, artRatio } from '../components/art-image';
import { cardTitle, CardLink } from '../components/card-link';
import { CardList } from '../components/card-list';
import { isNotFound } from '../components/is-not-found';
import { NotFoundState } from '../components/not-found-state';
import { ProjectCard } from '../components/project-card';
import { Section } from '../components/section';
import { usePromotion, usePromotionList } from '../features/shop/api/get-promotion';
import { useIdParam } from '../hooks/use-id-param';
import { NAMESPACE } from '../namespace';

const promotionPath = (id: number) => `/promotion?id=${id}`;

function PromotionCard({ promotion, eager }: { promotion: Promotion; eager: boolean }) {
  const localized = useLocalized();
  const title = localized(promotion.title);
  return (
    <CardLink to={promotionPath(promotion.id)} gap={6} testId="promotion-card">
      <ArtImage src={promotion.imageUrl} alt={title} kind="banner" eager={eager} />
      <strong css={cardTitle(16)}>{title}</strong>
      <span
        css={css`
          font-size: 14px;
          color: ${theme.colors.gray600};
        `}
      >
        {localized(promotion.subtitle)}
      </span>
    </CardLink>
  );
}

const bannerSkeleton = (
  <Skeleton
    height="auto"
    css={css`
      aspect-ratio: ${artRatio('banner')};
    `}
    radius={12}
  />
);

function PromotionList() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, isPending, isLoadingError, refetch } = usePromotionList(true);
  const body = () => {
    if (isPending) return bannerSkeleton;
    if (isLoadingError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (data.length === 0) return <EmptyState title={t('shop.promotionEmpty')} />;
    return (
      <ul
        aria-label={t('shop.promotionTitle')}
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: 20px;
        `}
      >
        {data.map((promotion, index) => (
          <li key={promotion.id}>
            <PromotionCard promotion={promotion} eager={index === 0} />
          </li>
        ))}
      </ul>
    );
  };
  return (
    <PageContainer title={t('shop.promotionTitle')} subtitle={t('shop.promotionSubtitle')}>
      {body()}
    </PageContainer>
  );
}

function PromotionDetail({ id }: { id: number }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const { data, error, isPending, isLoadingError, refetch } = usePromotion(id);
  const title = data ? localized(data.promotion.title) : t('shop.promotionTitle');
  const body = () => {
    if (isPending) return bannerSkeleton;
    if (isNotFound(error)) return <NotFoundState title={t('shop.promotionNotFound')} text={t('shop.promotionEmpty')} />;
    if (isLoadingError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    return (
      <>
        <ArtImage src={data.promotion.imageUrl} alt={title} kind="banner" eager />
        <p
          css={css`
            font-size: 15px;
            color: ${theme.colors.gray700};
          `}
        >
          {localized(data.promotion.subtitle)}
        </p>
        <Section id="promotion-projects" title={t('shop.promotionProjects')}>
          {data.projects.length === 0 ? (
            <EmptyState title={t('shop.promotionNoProjects')} />
          ) : (
            <CardList layout="grid" aria-label={t('shop.promotionProjects')}>
              {data.projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </CardList>
          )}
        </Section>
        <p
          css={css`
            margin-top: 24px;
          `}
        >
          <Link
            to="/promotion"
            css={css`
              color: ${theme.colors.gray600};
              font-size: 14px;
            `}
          >
            {t('shop.allPromotions')}
          </Link>
        </p>
      </>
    );
  };
  return <PageContainer title={title}>{body()}</PageContainer>;
}

/** `/promotion` lists the promotions; `/promotion?id=` shows one with its projects. */
export default function PromotionPage() {
  const id = useIdParam();
  return id === null ? <PromotionList /> : <PromotionDetail id={id} />;
}
