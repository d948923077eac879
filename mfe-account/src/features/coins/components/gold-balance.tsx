import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ErrorState, formatGold, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { sectionStyle, sectionTitleStyle } from '../../../components/card-styles';
import { useCoinInfo } from '../api/coins-api';

export function GoldBalance() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const info = useCoinInfo();
  if (info.isPending) {
    return (
      <section css={sectionStyle} role="status" aria-busy="true" aria-label={t('coins.balanceLoading')}>
        <Skeleton width={160} height={28} />
      </section>
    );
  }
  if (!info.data) return <ErrorState error={info.error} title={t('coins.errorTitle')} onRetry={() => void info.refetch()} />;
  return (
    <section css={sectionStyle} aria-labelledby="gold-balance-title">
      <h2 id="gold-balance-title" css={sectionTitleStyle}>
        {t('coins.balanceTitle')}
      </h2>
      <p
        data-testid="gold-balance"
        css={css`
          margin: 0;
          font-size: 28px;
          font-weight: 800;
          color: ${theme.colors.gray900};
        `}
      >
        {t('coins.balance', { amount: formatGold(info.data.balance, language) })}
      </p>
      {info.data.reserved > 0 && (
        <p
          data-testid="gold-reserved"
          css={css`
            margin: 6px 0 0;
            font-size: 14px;
            line-height: 1.5;
            color: ${theme.colors.gray700};
          `}
        >
          {t('coins.reserved', { available: formatGold(info.data.balance - info.data.reserved, language), reserved: formatGold(info.data.reserved, language) })}
        </p>
      )}
    </section>
  );
}
