import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { CardList } from '../../../components/card-list';
import { ProjectCard } from '../../../components/project-card';
import { Section } from '../../../components/section';
import { NAMESPACE } from '../../../namespace';
import { useTopProjects } from '../api/get-top-projects';

export function TopProjects() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, isPending, refetch } = useTopProjects();
  return (
    <Section id="top-projects" title={t('search.top')}>
      {isPending ? (
        <Skeleton height={200} />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title={t('main.empty')} />
      ) : (
        <CardList layout="grid" aria-label={t('search.top')}>
          {data.map((project, index) => (
            <li key={project.id}>
              <ProjectCard project={project} eager={index < 2} />
            </li>
          ))}
        </CardList>
      )}
    </Section>
  );
}
