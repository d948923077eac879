import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { CommunityDetail } from 'shared-contract';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageContainer, Skeleton } from 'shared-ui';
import { useCommunity } from '../api/get-community';
import { CommunityGuardProvider, gateOfError } from '../hooks/community-guard';
import { NAMESPACE } from '../namespace';
import { GateMessage } from './gate-message';

function HeaderSkeleton() {
  return (
    <div
      css={css`
        display: flex;
        gap: 12px;
        align-items: center;
        margin-bottom: 16px;
      `}
      data-testid="community-header-loading"
    >
      <Skeleton width={72} height={72} radius={12} />
      <div
        css={css`
          display: grid;
          gap: 8px;
          flex: 1;
        `}
      >
        <Skeleton width="50%" height={24} />
        <Skeleton width="30%" height={14} />
      </div>
    </div>
  );
}

/**
 * Loads a community (its access included) and holds it for the page inside: a loading header, a refusal as its
 * spec message, another failure with Retry. The guard is keyed by project so a refusal never leaks to another.
 */
export function CommunityFrame({
  projectId,
  loading,
  children,
}: {
  projectId: number;
  loading: ReactNode;
  children: (community: CommunityDetail) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const community = useCommunity(projectId);

  if (community.isPending) {
    return (
      <PageContainer title={t('pages.community')} hideTitle>
        <HeaderSkeleton />
        {loading}
      </PageContainer>
    );
  }
  if (community.isError) {
    const gate = gateOfError(community.error);
    return (
      <PageContainer title={t('pages.community')}>
        {gate ? <GateMessage gate={gate} projectId={projectId} /> : <ErrorState error={community.error} onRetry={() => void community.refetch()} />}
      </PageContainer>
    );
  }
  return (
    <CommunityGuardProvider key={projectId} projectId={projectId} access={community.data.access} opensAt={community.data.opensAt}>
      {children(community.data)}
    </CommunityGuardProvider>
  );
}
