import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { communityPaths, type CommunitySummary } from 'shared-contract';
import { EmptyState, ErrorState, mq, RelativeTime, Skeleton, theme, useLanguage } from 'shared-ui';
import { StateBadge } from '../../../components/state-badge';
import { badgeStyle, cardStyle, listResetStyle, smallTextStyle } from '../../../components/styles';
import { NAMESPACE } from '../../../namespace';
import { useCommunities } from '../api/get-communities';

const gridStyle = css`
  ${listResetStyle};
  ${mq.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const itemStyle = css`
  ${cardStyle};
  position: relative;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  &:hover {
    border-color: ${theme.colors.gray400};
  }
`;

const artStyle = css`
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: ${theme.radius.md}px;
  object-fit: cover;
  background: ${theme.colors.gray100};
`;

/** The card's title link covers the whole card (one tab stop, the title as its name). */
const titleLinkStyle = css`
  color: ${theme.colors.gray900};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.md}px;
  }
  border-radius: 4px;
  &:focus-visible {
    outline: 3px solid ${theme.colors.gray900};
    outline-offset: 2px;
  }
`;

const enterable = (community: CommunitySummary) => community.access.canRead;

function CommunityCard({ community }: { community: CommunitySummary }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <li css={itemStyle} data-testid="community-card" data-project-id={community.projectId}>
      <img src={community.artUrl} alt="" width={72} height={72} css={artStyle} loading="lazy" />
      <div
        css={css`
          display: grid;
          gap: 6px;
          min-width: 0;
        `}
      >
        <h2
          css={css`
            margin: 0;
            font-size: 16px;
            line-height: 1.4;
            overflow-wrap: anywhere;
          `}
        >
          <Link to={communityPaths.community(community.projectId)} css={titleLinkStyle}>
            {community.title[language]}
          </Link>
        </h2>
        <p css={smallTextStyle}>{t('list.creator', { creator: community.creator[language] })}</p>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 4px 6px;
          `}
        >
          <StateBadge state={community.state} opensAt={community.opensAt} />
          <span css={badgeStyle(enterable(community) ? 'green' : 'neutral')} data-testid="community-access">
            {t(`access.${community.access.reason}`)}
          </span>
        </div>
        <p css={smallTextStyle} data-testid="community-activity">
          {t('list.postCount', { count: community.postCount })}
          {' · '}
          {community.lastPostAt ? (
            <>
              {t('list.lastPost')} <RelativeTime iso={community.lastPostAt} />
            </>
          ) : (
            t('list.noPosts')
          )}
        </p>
      </div>
    </li>
  );
}

function ListSkeleton() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul css={gridStyle} aria-busy="true" aria-label={t('list.listLabel')} data-testid="community-list-loading">
      {[0, 1, 2, 3].map((index) => (
        <li
          key={index}
          css={[
            cardStyle,
            css`
              display: flex;
              gap: 12px;
            `,
          ]}
        >
          <Skeleton width={72} height={72} radius={12} />
          <div
            css={css`
              display: grid;
              gap: 8px;
              flex: 1;
            `}
          >
            <Skeleton width="60%" height={18} />
            <Skeleton width="40%" height={14} />
            <Skeleton width="70%" height={14} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Every project's community (the member's own first, as the api orders them) with its state and access. */
export function CommunityList() {
  const { t } = useTranslation(NAMESPACE);
  const communities = useCommunities();
  if (communities.isPending) return <ListSkeleton />;
  if (communities.isError) return <ErrorState error={communities.error} onRetry={() => void communities.refetch()} />;
  if (communities.data.items.length === 0) return <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />;
  return (
    <ul css={gridStyle} aria-label={t('list.listLabel')} data-testid="community-list">
      {communities.data.items.map((community) => (
        <CommunityCard key={community.projectId} community={community} />
      ))}
    </ul>
  );
}
