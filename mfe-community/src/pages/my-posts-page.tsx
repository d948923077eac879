import { useTranslation } from 'react-i18next';
import { useSessionStore } from 'shared-session';
import { PageContainer } from 'shared-ui';
import { SignInCall } from '../components/sign-in-call';
import { MyPosts } from '../features/my-posts/components/my-posts';
import { NAMESPACE } from '../namespace';

/** `/community/my`: the member's posts (visitors get a sign-in call). */
export function MyPostsPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useSessionStore((state) => state.status);
  return (
    <PageContainer title={t('my.title')}>
      {status === 'unauthenticated' ? <SignInCall title={t('my.signInTitle')} text={t('my.signInText')} /> : status === 'authenticated' ? <MyPosts /> : null}
    </PageContainer>
  );
}
