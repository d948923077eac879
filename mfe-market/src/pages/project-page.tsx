import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, useLocalized } from 'shared-ui';
import { CardList } from '../components/card-list';
import { EntityPage, EntitySkeleton } from '../components/entity-page';
import { KeyCard } from '../components/key-card';
import { Section } from '../components/section';
import { useProject } from '../features/project/api/get-project';
import { LikeButton } from '../features/likes/components/like-button';
import { ProjectOverview } from '../features/project/components/project-overview';
import { SetProgress } from '../features/project/components/set-progress';
import { BuyPanel } from '../features/purchase/components/buy-panel';
import { WatchEntry } from '../features/watchlist/components/watch-entry';
import { useIdParam } from '../hooks/use-id-param';
import { textLinkStyle } from '../components/text-link';
import { NAMESPACE } from '../namespace';

export default function ProjectPage() {
  const { t } = useTranslation(NAMESPACE);
  const id = useIdParam();
  const query = useProject(id);
  const localized = useLocalized();

  return (
    <EntityPage
      id={id}
      query={query}
      notFound={{ title: t('project.notFoundTitle'), text: t('project.notFoundText') }}
      skeleton={<EntitySkeleton art="project" maxWidth={420} lines={[80]} />}
    >
      {(project) => (
        <>
          <ProjectOverview project={project} />
          <LikeButton target={{ targetType: 'PROJECT', targetId: project.id }} />
          <BuyPanel projectId={project.id} />
          <p
            css={css`
              margin: 12px 0 0;
            `}
          >
            <Link to={`/shop?tab=market&project=${project.id}`} css={textLinkStyle} data-testid="project-market-link">
              {t('market.browse.fromProject')}
            </Link>
          </p>
          <WatchEntry scope={{ projectId: project.id }} name={localized(project.title)} />
          <SetProgress projectId={project.id} />
          <Section id="project-keys" title={t('project.keys')}>
            {project.keys.length === 0 ? (
              <EmptyState title={t('project.noKeys')} />
            ) : (
              <CardList layout="grid" dense aria-label={t('project.keys')}>
                {project.keys.map((item) => (
                  <li key={item.id}>
                    <KeyCard item={item} />
                  </li>
                ))}
              </CardList>
            )}
          </Section>
        </>
      )}
    </EntityPage>
  );
}
