import { useTranslation } from 'react-i18next';
import { CART_KEEP_DAYS } from 'shared-contract';
import { PageContainer } from 'shared-ui';
import { CartView } from '../features/cart/components/cart-view';
import { NAMESPACE } from '../namespace';

export default function CartPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('cart.title')} subtitle={t('cart.subtitle', { days: CART_KEEP_DAYS })}>
      <CartView />
    </PageContainer>
  );
}
