import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { CardList } from '../../../components/card-list';
import { KeyCard } from '../../../components/key-card';
import { ProjectCard } from '../../../components/project-card';
import { Section } from '../../../components/section';
import { NAMESPACE } from '../../../namespace';
import { useSearchKeys } from '../api/search-keys';
import { useSearchProjects } from '../api/search-projects';

export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation(NAMESPACE);
  const projects = useSearchProjects(query);
  const keys = useSearchKeys(query);

  if (projects.isPending || keys.isPending) {
    return (
      <div
        aria-busy="true"
        css={css`
          display: grid;
          gap: 12px;
          margin-top: 24px;
        `}
      >
        <Skeleton width={120} height={22} />
        <Skeleton height={160} />
      </div>
    );
  }
  const error = projects.error ?? keys.error;
  if (error) {
    return (
      <ErrorState
        error={error}
        onRetry={() => {
          void projects.refetch();
          void keys.refetch();
        }}
      />
    );
  }
  const projectList = projects.data ?? [];
  const keyList = keys.data ?? [];
  if (projectList.length === 0 && keyList.length === 0) {
    return <EmptyState data-testid="search-empty" title={t('search.noResults', { query })} description={t('search.noResultsHint')} />;
  }
  return (
    <div aria-busy={projects.isPlaceholderData || keys.isPlaceholderData} data-testid="search-results">
      <p
        role="status"
        css={css`
          margin: 16px 0 0;
          font-size: 14px;
        `}
      >
        {t('search.resultCount', { projects: projectList.length, keys: keyList.length })}
      </p>
      {projectList.length > 0 ? (
        <Section id="search-projects" title={t('search.projects')}>
          <CardList layout="grid" aria-label={t('search.projects')}>
            {projectList.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </CardList>
        </Section>
      ) : null}
      {keyList.length > 0 ? (
        <Section id="search-keys" title={t('search.keys')}>
          <CardList layout="grid" dense aria-label={t('search.keys')}>
            {keyList.map((item) => (
              <li key={item.id}>
                <KeyCard item={item} />
              </li>
            ))}
          </CardList>
        </Section>
      ) : null}
    </div>
  );
}
