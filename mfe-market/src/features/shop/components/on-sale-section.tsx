import { useTranslation } from 'react-i18next';
import { CardList } from '../../../components/card-list';
import { Section } from '../../../components/section';
import { NAMESPACE } from '../../../namespace';
import { useShop } from '../api/get-shop';
import { ShopCard } from './shop-card';

export const ON_SALE_COUNT = 6;

/** The main page's "On sale now": the newest projects on sale (shop API, top N); hidden while loading or when none. */
export function OnSaleSection() {
  const { t } = useTranslation(NAMESPACE);
  const { data } = useShop({ sort: 'newest', limit: ON_SALE_COUNT });
  if (!data || data.items.length === 0) return null;
  return (
    <Section id="on-sale" title={t('shop.onSaleNow')} link={{ to: '/shop', label: t('shop.toShop') }}>
      <CardList aria-label={t('shop.onSaleNow')}>
        {data.items.map((project) => (
          <li key={project.id}>
            <ShopCard project={project} />
          </li>
        ))}
      </CardList>
    </Section>
  );
}
