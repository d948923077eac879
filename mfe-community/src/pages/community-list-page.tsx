import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { communityPaths } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { Button, PageContainer, theme } from 'shared-ui';
import { SignInCall } from '../components/sign-in-call';
import { CommunityList } from '../features/communities/components/community-list';
import { NAMESPACE } from '../namespace';

/** `/community`: every project's community; members get their profile and posts, visitors a sign-in call. */
export default function CommunityListPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useSessionStore((state) => state.status);
  return (
    <PageContainer title={t('list.title')}>
      <div
        css={css`
          display: grid;
          gap: 16px;
        `}
      >
        <p
          css={css`
            margin: 0;
            font-size: 15px;
            line-height: 1.6;
            color: ${theme.colors.gray700};
          `}
        >
          {t('list.intro')}
        </p>
        {status === 'authenticated' ? (
          <nav
            aria-label={t('list.memberNav')}
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 8px;
            `}
          >
            <Button to={communityPaths.profile} variant="secondary" data-testid="community-profile-link">
              {t('list.myProfile')}
            </Button>
            <Button to={communityPaths.my} variant="secondary" data-testid="community-my-link">
              {t('list.myPosts')}
            </Button>
          </nav>
        ) : status === 'unauthenticated' ? (
          <SignInCall title={t('list.signInTitle')} text={t('list.signInText')} />
        ) : null}
        <CommunityList />
      </div>
    </PageContainer>
  );
}
