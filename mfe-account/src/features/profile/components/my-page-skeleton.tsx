import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { sectionStyle } from '../../../components/card-styles';

/** The card's shape while the member loads. */
export function MyPageSkeleton() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div
      aria-busy="true"
      aria-label={t('profile.loading')}
      data-testid="my-page-loading"
      css={css`
        display: grid;
        gap: 16px;
      `}
    >
      <div css={sectionStyle}>
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 16px;
          `}
        >
          <Skeleton width={72} height={72} circle />
          <div
            css={css`
              flex: 1;
              display: grid;
              gap: 8px;
            `}
          >
            <Skeleton width="50%" height={22} />
            <Skeleton width="70%" height={14} />
          </div>
        </div>
        <div
          css={css`
            display: grid;
            gap: 10px;
            margin-top: 20px;
          `}
        >
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={16} />
          ))}
        </div>
      </div>
      <div css={sectionStyle}>
        <Skeleton width="40%" height={20} />
        <div
          css={css`
            margin-top: 12px;
          `}
        >
          <Skeleton height={44} radius={12} />
        </div>
      </div>
    </div>
  );
}
