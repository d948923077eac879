import { useTranslation } from 'react-i18next';
import { MAIN_ON_SALE_QUERY } from 'shared-contract';
import { CardList } from '../../../components/card-list';
import { Section } from '../../../components/section';
import { NAMESPACE } from '../../../namespace';
import { useShop } from '../api/get-shop';
import { ShopCard } from './shop-card';

/** The main page's "On sale now": the newest projects on sale (shop API, top N); hidden while loading or when none. */
export function OnSaleSection() {
  const { t } = useTranslation(NAMESPACE);
  const { data } = useShop(MAIN_ON_SALE_QUERY);
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
