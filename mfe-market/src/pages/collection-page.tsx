import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { COLLECTION_KINDS, type CollectionKind } from 'shared-contract';
import { EmptyState, ErrorState, PageContainer, Skeleton, Tabs, tabPanelProps, theme, useLocalized } from 'shared-ui';
import { ArtImage } from '../components/art-image';
import { ProjectRail } from '../components/project-rail';
import { useCollectionList } from '../features/collection/api/get-collection-list';
import { NAMESPACE } from '../namespace';

const PREFIX = 'collection-tabs';

function CollectionPage({ kind }: { kind: CollectionKind }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const navigate = useNavigate();
  const { data, error, isPending, isLoadingError, refetch } = useCollectionList(kind);

  const body = () => {
    if (isPending) return <Skeleton height={240} />;
    if (isLoadingError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (data.length === 0) return <EmptyState title={t('collection.empty')} />;
    return data.map(({ collection, projects }) => (
      <section
        key={collection.id}
        id={collection.slug}
        aria-labelledby={`${collection.slug}-heading`}
        data-testid="collection"
        css={css`
          margin-top: 24px;
        `}
      >
        <div
          css={css`
            display: grid;
            grid-template-columns: 72px 1fr;
            gap: 12px;
            align-items: center;
            margin-bottom: 12px;
          `}
        >
          <ArtImage src={collection.imageUrl} alt="" kind="collection" />
          <div>
            <h2
              id={`${collection.slug}-heading`}
              css={css`
                margin: 0;
                font-size: 18px;
              `}
            >
              {localized(collection.name)}
            </h2>
            <p
              css={css`
                margin: 4px 0 0;
                font-size: 13px;
                color: ${theme.colors.gray500};
              `}
            >
              {localized(collection.description)} · {t('collection.projectCount', { count: collection.projectCount })}
            </p>
          </div>
        </div>
        {projects.length === 0 ? <EmptyState title={t('collection.noProjects')} /> : <ProjectRail projects={projects} label={localized(collection.name)} />}
      </section>
    ));
  };

  return (
    <PageContainer title={t('collection.title')}>
      <Tabs
        aria-label={t('collection.tabsLabel')}
        idPrefix={PREFIX}
        items={COLLECTION_KINDS.map((id) => ({ id, label: t(`collection.kinds.${id}`) }))}
        value={kind}
        onChange={(next) => void navigate(`/collection/${next}`)}
        stretch
      />
      <div {...tabPanelProps(PREFIX, kind)}>{body()}</div>
    </PageContainer>
  );
}

export function WebtoonCollectionPage() {
  return <CollectionPage kind="webtoon" />;
}

export function ThemeCollectionPage() {
  return <CollectionPage kind="theme" />;
}
