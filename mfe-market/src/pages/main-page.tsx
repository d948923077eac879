import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageContainer } from 'shared-ui';
import { CardList } from '../components/card-list';
import { KeyCard } from '../components/key-card';
import { Section } from '../components/section';
import { useMainPage } from '../features/main/api/get-main-page';
import { BannerCarousel } from '../features/main/components/banner-carousel';
import { CollectionGroups } from '../features/main/components/collection-groups';
import { MainSkeleton } from '../features/main/components/main-skeleton';
import { OnSaleSection } from '../features/shop/components/on-sale-section';
import { EventPopups } from '../features/event-popups/components/event-popups';
import { NAMESPACE } from '../namespace';

export default function MainPage() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, isPending, isLoadingError, refetch } = useMainPage();

  const body = () => {
    if (isPending) return <MainSkeleton />;
    // Only a first read that failed is an error: a refetch that fails keeps what the member was reading.
    if (isLoadingError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    const hasProjects = [...data.webtoons, ...data.themes].some((group) => group.projects.length > 0);
    if (!hasProjects && data.newestKeys.length === 0 && data.banners.length === 0) {
      return <EmptyState title={t('main.empty')} description={t('main.emptyHint')} />;
    }
    return (
      <>
        <BannerCarousel banners={data.banners} />
        <OnSaleSection />
        <CollectionGroups id="webtoons" title={t('main.webtoons')} groups={data.webtoons} link="/collection/webtoon" />
        <CollectionGroups id="themes" title={t('main.themes')} groups={data.themes} link="/collection/theme" />
        {data.newestKeys.length > 0 ? (
          <Section id="newest-keys" title={t('main.newestKeys')} link={{ to: '/key/all', label: t('main.allKeys') }}>
            <CardList dense aria-label={t('main.newestKeys')}>
              {data.newestKeys.map((item) => (
                <li key={item.id}>
                  <KeyCard item={item} />
                </li>
              ))}
            </CardList>
          </Section>
        ) : null}
      </>
    );
  };

  return (
    <PageContainer title={t('main.title')} hideTitle>
      {body()}
      <EventPopups />
    </PageContainer>
  );
}
