import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useMe } from 'shared-session';
import { ErrorState, mq, PageContainer, useLanguage } from 'shared-ui';
import { useProfileImages } from '../features/profile/api/profile-images';
import { MyMenu } from '../features/profile/components/my-menu';
import { MyPageSkeleton } from '../features/profile/components/my-page-skeleton';
import { NicknameForm } from '../features/profile/components/nickname-form';
import { ProfileCard } from '../features/profile/components/profile-card';
import { ProfileImagePicker } from '../features/profile/components/profile-image-picker';
import { NAMESPACE } from '../namespace';

const layoutStyle = css`
  display: grid;
  gap: 16px;
  ${mq.desktop} {
    grid-template-columns: 220px minmax(0, 1fr);
    gap: 24px;
    align-items: start;
  }
`;

/** `/my` (spec section 2, My Info): the profile card, nickname change, profile image, and the My menu. */
export default function MyPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { me, isLoading, refetch } = useMe();
  const images = useProfileImages();
  const profileKey = images.data?.find((choice) => choice.type === 'KEY' && choice.selected);
  const profileKeyName = me?.profileImageType === 'KEY' ? (profileKey?.name?.[language] ?? null) : null;

  let content;
  if (isLoading) content = <MyPageSkeleton />;
  else if (!me) content = <ErrorState error={null} title={t('profile.loadFailed')} onRetry={() => void refetch()} />;
  else
    content = (
      <div
        css={css`
          display: grid;
          gap: 16px;
          min-width: 0;
        `}
      >
        <ProfileCard me={me} profileKeyName={profileKeyName} />
        <NicknameForm me={me} />
        <ProfileImagePicker />
      </div>
    );

  return (
    <PageContainer title={t('pages.my')}>
      <div css={layoutStyle}>
        <MyMenu counts={{ notifications: me?.unreadNotificationCount ?? 0, tickets: me?.ticketCount ?? 0 }} />
        {content}
      </div>
    </PageContainer>
  );
}
