import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageContainer, Skeleton } from 'shared-ui';
import { artRatio } from '../components/art-image';
import { CardList } from '../components/card-list';
import { isNotFound } from '../components/is-not-found';
import { KeyCard } from '../components/key-card';
import { NotFoundState } from '../components/not-found-state';
import { Section } from '../components/section';
import { useProject } from '../features/project/api/get-project';
import { ProjectOverview } from '../features/project/components/project-overview';
import { useIdParam } from '../hooks/use-id-param';
import { NAMESPACE } from '../namespace';

export default function ProjectPage() {
  const { t } = useTranslation(NAMESPACE);
  const id = useIdParam();
  const { data, error, isPending, refetch } = useProject(id);

  if (id === null || isNotFound(error)) {
    return (
      <PageContainer title={t('project.notFoundTitle')} hideTitle>
        <NotFoundState title={t('project.notFoundTitle')} text={t('project.notFoundText')} />
      </PageContainer>
    );
  }
  if (error) {
    return (
      <PageContainer>
        <ErrorState error={error} onRetry={() => void refetch()} />
      </PageContainer>
    );
  }
  if (isPending) {
    return (
      <PageContainer>
        <div aria-busy="true" css={css`display: grid; gap: 16px; max-width: 420px;`}>
          <Skeleton height="auto" css={css`aspect-ratio: ${artRatio('project')};`} radius={12} />
          <Skeleton width="60%" height={28} />
          <Skeleton height={80} />
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <ProjectOverview project={data} />
      <Section id="project-keys" title={t('project.keys')}>
        {data.keys.length === 0 ? (
          <EmptyState title={t('project.noKeys')} />
        ) : (
          <CardList layout="grid" dense aria-label={t('project.keys')}>
            {data.keys.map((item) => (
              <li key={item.id}>
                <KeyCard item={item} />
              </li>
            ))}
          </CardList>
        )}
      </Section>
    </PageContainer>
  );
}
