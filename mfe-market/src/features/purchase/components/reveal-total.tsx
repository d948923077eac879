import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionStore } from 'shared-session';
import { Button, EmptyState, ErrorState, mq, numberFormat, PageContainer, Skeleton, theme, useLanguage } from 'shared-ui';
import { ArtThumbnail } from '../../../components/art-image';
import { NAMESPACE } from '../../../namespace';
import { useRevealTotal } from '../api/purchase-api';
import { usePurchaseIdParam } from './reveal-flow';
import { RevealShare } from './reveal-share';

/** `/reveal/total?purchaseId=`: the purchase summed up, each KEY linked once revealed. */
export function RevealTotal() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const purchaseId = usePurchaseIdParam();
  const status = useSessionStore((state) => state.status);
  const total = useRevealTotal(purchaseId, status === 'authenticated');
  const frame = { title: t('purchase.totalTitle'), width: 'narrow' as const };
  const number = numberFormat(language);

  if (purchaseId === null) {
    return (
      <PageContainer {...frame}>
        <EmptyState title={t('purchase.missingPurchase')} action={<Button to="/main">{t('purchase.toMain')}</Button>} />
      </PageContainer>
    );
  }
  if (status !== 'authenticated' || total.isPending) {
    return (
      <PageContainer {...frame}>
        <div
          aria-busy="true"
          css={css`
            display: grid;
            gap: 12px;
          `}
        >
          <Skeleton height={24} width="70%" />
          <Skeleton height={88} />
          <Skeleton height={88} />
        </div>
      </PageContainer>
    );
  }
  if (total.isError) {
    return (
      <PageContainer {...frame}>
        <ErrorState error={total.error} onRetry={() => void total.refetch()} />
      </PageContainer>
    );
  }
  const data = total.data;
  const unrevealed = data.items.filter((item) => !item.revealed).length;
  return (
    <PageContainer
      {...frame}
      subtitle={t('purchase.totalSummary', { project: data.projectTitle[language], count: data.quantity, amount: number.format(data.totalGold) })}
    >
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: 10px;
          ${mq.desktop} {
            grid-template-columns: 1fr 1fr;
          }
        `}
        data-testid="reveal-total-list"
      >
        {data.items.map((item) => (
          <li
            key={item.purchaseItemId}
            data-testid="reveal-total-item"
            css={css`
              display: grid;
              grid-template-columns: 64px minmax(0, 1fr);
              gap: 12px;
              align-items: center;
              padding: 10px;
              border: 1px solid ${theme.colors.gray200};
              border-radius: ${theme.radius.md}px;
            `}
          >
            {item.key ? (
              <>
                <ArtThumbnail src={item.key.imageUrl} width={64} />
                <div
                  css={css`
                    display: grid;
                    gap: 2px;
                    min-width: 0;
                  `}
                >
                  <Link
                    to={`/key/details?id=${item.key.id}`}
                    css={css`
                      font-weight: 700;
                      color: ${theme.colors.gray900};
                    `}
                  >
                    {item.key.name[language]}
                  </Link>
                  <span
                    css={css`
                      font-size: 13px;
                      color: ${theme.colors.gray600};
                    `}
                  >
                    {t(`rarity.${item.key.rarity}`)} · {t('purchase.serial', { serial: item.serialNo ?? 0 })}
                  </span>
                  <RevealShare purchaseItemId={item.purchaseItemId} keyName={item.key.name[language]} align="start" />
                </div>
              </>
            ) : (
              <>
                <div
                  aria-hidden="true"
                  css={css`
                    width: 64px;
                    height: 64px;
                    border-radius: ${theme.radius.sm}px;
                    background: ${theme.colors.gray800};
                    color: ${theme.colors.pink};
                    display: grid;
                    place-items: center;
                    font-size: 28px;
                    font-weight: 800;
                  `}
                >
                  ?
                </div>
                <span
                  css={css`
                    color: ${theme.colors.gray600};
                  `}
                >
                  {t('purchase.notRevealed')}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <div
        css={css`
          margin-top: 20px;
          display: flex;
          flex-wrap: wrap;
          gap: 8px;
        `}
      >
        {unrevealed > 0 && <Button to={`/reveal?purchaseId=${data.purchaseId}`}>{t('purchase.continueReveal')}</Button>}
        <Button to="/cabinet" variant="secondary">
          {t('purchase.toCabinet')}
        </Button>
        <Button to={`/project?id=${data.projectId}`} variant="ghost">
          {data.projectTitle[language]}
        </Button>
      </div>
    </PageContainer>
  );
}
