import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from 'shared-session';
import { ErrorState, Skeleton, theme, useLocalized } from 'shared-ui';
import { ArtImage } from '../../../components/art-image';
import { cardCaption, CardLink, cardTitle } from '../../../components/card-link';
import { CardList } from '../../../components/card-list';
import { keyPath } from '../../../components/key-card';
import { Section } from '../../../components/section';
import { SupplyBar } from '../../../components/supply-bar';
import { NAMESPACE } from '../../../namespace';
import { useSetProgress } from '../api/get-set-progress';

const missingArt = css`
  & img {
    filter: grayscale(1);
    opacity: 0.45;
  }
`;

/**
 * A member's set of the project: how many of its designs they own, each design with the number they own, the missing
 * ones greyed and linking to the design's page, where its listings are. Nothing for a visitor.
 */
export function SetProgress({ projectId }: { projectId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const signedIn = useSessionStore((state) => state.status) === 'authenticated';
  const progress = useSetProgress(projectId, signedIn);
  if (!signedIn) return null;

  const body = () => {
    if (progress.isPending) return <Skeleton height={120} radius={12} />;
    if (progress.isError) return <ErrorState error={progress.error} title={t('project.set.loadFailed')} onRetry={() => void progress.refetch()} />;
    const set = progress.data;
    if (!set || set.designsTotal === 0) return null;
    return (
      <>
        <p
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 8px;
            margin: 0 0 8px;
            font-weight: 600;
          `}
          data-testid="set-progress-count"
        >
          {t('project.set.progress', { count: set.designsTotal, owned: set.designsOwned })}
          {set.complete ? (
            <span
              data-testid="set-complete"
              css={css`
                display: inline-flex;
                align-items: center;
                height: 24px;
                padding: 0 10px;
                border-radius: 12px;
                font-size: 13px;
                color: ${theme.colors.white};
                background: ${theme.colors.gray900};
              `}
            >
              {t('project.set.complete')}
            </span>
          ) : null}
        </p>
        <div
          css={css`
            max-width: 320px;
            margin-bottom: 16px;
          `}
        >
          <SupplyBar remaining={set.designsOwned} total={set.designsTotal} label={t('project.set.title')} />
        </div>
        <CardList layout="grid" dense aria-label={t('project.set.designs')}>
          {set.designs.map((design) => {
            const name = localized(design.name);
            return (
              <li key={design.id} css={design.owned === 0 ? missingArt : undefined} data-testid="set-design">
                <CardLink to={keyPath(design.id)} gap={6} testId="set-design-link">
                  <ArtImage src={design.imageUrl} alt={name} kind="key" />
                  <strong css={cardTitle(14)}>{name}</strong>
                  <span css={cardCaption(12)} data-testid="set-design-state">
                    {design.owned > 0 ? t('project.set.owned', { count: design.owned }) : t('project.set.missing')}
                  </span>
                </CardLink>
              </li>
            );
          })}
        </CardList>
      </>
    );
  };

  return (
    <Section id="my-set" title={t('project.set.title')}>
      {body()}
    </Section>
  );
}
