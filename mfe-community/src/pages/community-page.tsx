import { css } from '@emotion/react';
import { useId } from 'react';
import type { CommunityDetail } from 'shared-contract';
import { PageContainer } from 'shared-ui';
import { BanNotice } from '../components/ban-notice';
import { CommunityFrame } from '../components/community-frame';
import { CommunityHeader } from '../components/community-header';
import { GateMessage } from '../components/gate-message';
import { Composer } from '../features/posts/components/composer';
import { Feed, FeedSkeleton } from '../features/posts/components/feed';
import { useCommunityGuard } from '../hooks/community-guard';

function CommunityView({ community }: { community: CommunityDetail }) {
  const { access, gate } = useCommunityGuard();
  const banId = useId();
  return (
    <PageContainer>
      <CommunityHeader community={community} />
      {gate ? (
        <GateMessage gate={gate} projectId={community.projectId} />
      ) : (
        <div
          css={css`
            display: grid;
            gap: 16px;
          `}
        >
          {access.ban ? <BanNotice ban={access.ban} id={banId} /> : null}
          {access.canWrite || access.ban ? <Composer projectId={community.projectId} disabledBy={access.ban ? banId : undefined} /> : null}
          <Feed projectId={community.projectId} />
        </div>
      )}
    </PageContainer>
  );
}

/** `/community/:projectId`: the header, then by access the composer, the notices and the feed, or why not. */
export function CommunityPage({ projectId }: { projectId: number }) {
  return (
    <CommunityFrame projectId={projectId} loading={<FeedSkeleton />}>
      {(community) => <CommunityView community={community} />}
    </CommunityFrame>
  );
}
