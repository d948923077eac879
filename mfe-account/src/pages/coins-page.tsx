import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from 'shared-ui';
import { GoldBalance } from '../features/coins/components/gold-balance';
import { GoldHistory } from '../features/coins/components/gold-history';
import { GoldShop } from '../features/coins/components/gold-shop';
import { NAMESPACE } from '../namespace';

/** `/my/coins`: the Gold balance, buying Gold by card, and the Gold history. */
export default function CoinsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('pages.coins')} width="narrow">
      <div css={css`display: grid; gap: 16px;`}>
        <GoldBalance />
        <GoldShop />
        <GoldHistory />
      </div>
    </PageContainer>
  );
}
