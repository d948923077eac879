import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from 'shared-ui';
import { CouponList } from '../features/coupons/components/coupon-list';
import { CouponRegisterForm } from '../features/coupons/components/coupon-register-form';
import { NAMESPACE } from '../namespace';

/** `/my/coupons`: register a coupon by code, the member's coupons, a KEY for an exchange coupon. */
export default function CouponsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('pages.coupons')} width="narrow">
      <div
        css={css`
          display: grid;
          gap: 24px;
          min-width: 0;
        `}
      >
        <CouponRegisterForm />
        <CouponList />
      </div>
    </PageContainer>
  );
}
