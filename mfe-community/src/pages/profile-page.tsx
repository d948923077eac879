import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from 'shared-session';
import { ErrorState, PageContainer, Skeleton, theme } from 'shared-ui';
import { SignInCall } from '../components/sign-in-call';
import { useProfile } from '../features/profile/api/get-profile';
import { ProfileForm } from '../features/profile/components/profile-form';
import { NAMESPACE } from '../namespace';

/** `/community/profile`: the community nickname and image (members; visitors get a sign-in call). */
export function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useSessionStore((state) => state.status);
  const profile = useProfile(status === 'authenticated');
  return (
    <PageContainer title={t('profile.title')} width="narrow">
      {status === 'unauthenticated' ? (
        <SignInCall title={t('profile.signInTitle')} text={t('profile.signInText')} />
      ) : (
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
            {t('profile.intro')}
          </p>
          {status === 'loading' || profile.isPending ? (
            <div
              aria-busy="true"
              css={css`
                display: grid;
                gap: 12px;
              `}
              data-testid="profile-loading"
            >
              <Skeleton height={72} radius={12} />
              <Skeleton height={48} radius={12} />
              <Skeleton height={88} radius={12} />
            </div>
          ) : profile.isError ? (
            <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
          ) : (
            <ProfileForm profile={profile.data} />
          )}
        </div>
      )}
    </PageContainer>
  );
}
