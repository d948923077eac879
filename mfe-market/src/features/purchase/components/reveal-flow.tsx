import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RevealedItem } from 'shared-contract';
import { ApiError, useSessionStore } from 'shared-session';
import { Button, EmptyState, ErrorState, PageContainer, Skeleton, theme, useLanguage, visuallyHidden } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useIdParam } from '../../../hooks/use-id-param';
import { PENDING_REVEAL_QUERY_KEY, usePendingReveal } from '../../../api/get-pending-reveal';
import { revealAll, revealItem, revealTotalQueryKey } from '../api/purchase-api';
import { RevealCard } from '../../../components/reveal-card';
import { RevealShare } from './reveal-share';

/** `?purchaseId=` as a positive integer, or null. */
export const usePurchaseIdParam = () => useIdParam('purchaseId');

export const totalPath = (purchaseId: number) => `/reveal/total?purchaseId=${purchaseId}`;

/**
 * `/reveal`: the member's unrevealed KEYs (of one purchase when `?purchaseId=` is given), revealed one at a
 * time. What is pending comes from the api, so a reload or a new sign-in continues where the member left off.
 */
export function RevealFlow() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const purchaseId = usePurchaseIdParam();
  const status = useSessionStore((state) => state.status);
  const pending = usePendingReveal(status === 'authenticated');
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<RevealedItem | null>(null);
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'one' | 'all' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const frame = { title: t('purchase.revealTitle'), subtitle: t('purchase.revealIntro'), width: 'narrow' as const };

  if (status !== 'authenticated' || pending.isPending) {
    return (
      <PageContainer {...frame}>
        <div
          aria-busy="true"
          css={css`
            margin-top: 24px;
            display: grid;
            justify-items: center;
            gap: 12px;
          `}
        >
          <Skeleton width={240} height={320} radius={20} />
        </div>
      </PageContainer>
    );
  }
  if (pending.isError) {
    return (
      <PageContainer {...frame}>
        <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />
      </PageContainer>
    );
  }

  const items = pending.data.items.filter((item) => (purchaseId === null || item.purchaseId === purchaseId) && item.purchaseItemId !== shown?.purchaseItemId);
  const next = items[0];
  const resultsOf = shown?.purchaseId ?? purchaseId;

  // The KEYs of the next one's purchase still hidden: two or more can be revealed all at once.
  const hiddenOfPurchase = next ? items.filter((item) => item.purchaseId === next.purchaseId).length : 0;

  const reveal = async () => {
    if (!next) return;
    setBusy('one');
    setFailure(null);
    try {
      const result = await revealItem(next.purchaseItemId);
      setShown(result);
      await queryClient.invalidateQueries({ queryKey: PENDING_REVEAL_QUERY_KEY });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  /** Reveals the rest of the purchase in one request, then shows them all on the purchase's total. */
  const revealRest = async () => {
    if (!next) return;
    const ofPurchase = next.purchaseId;
    setBusy('all');
    setFailure(null);
    try {
      const total = await revealAll(ofPurchase);
      queryClient.setQueryData(revealTotalQueryKey(ofPurchase), total);
      await queryClient.invalidateQueries({ queryKey: PENDING_REVEAL_QUERY_KEY });
      void navigate(totalPath(ofPurchase));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
      setBusy(null);
    }
  };

  if (!shown && !next) {
    return (
      <PageContainer {...frame}>
        <div
          css={css`
            margin-top: 24px;
          `}
          data-testid="reveal-empty"
        >
          <EmptyState
            title={t('purchase.nothingPending')}
            action={
              resultsOf !== null ? <Button to={totalPath(resultsOf)}>{t('purchase.seeTotal')}</Button> : <Button to="/main">{t('purchase.toMain')}</Button>
            }
          />
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer {...frame}>
      <div
        css={css`
          display: grid;
          justify-items: center;
          gap: 16px;
          text-align: center;
        `}
      >
        <p
          role="status"
          css={css`
            margin: 0;
            font-weight: 700;
          `}
          data-testid="reveal-left"
        >
          {items.length > 0 ? t('purchase.leftToReveal', { count: items.length }) : t('purchase.allRevealed')}
        </p>
        <RevealCard key={shown?.purchaseItemId ?? 'face-down'} revealed={shown} />
        <p aria-live="polite" css={visuallyHidden}>
          {shown ? `${shown.key.name[language]} · ${t(`rarity.${shown.key.rarity}`)} · ${t('purchase.serial', { serial: shown.serialNo })}` : ''}
        </p>
        {failure && (
          <p
            role="alert"
            css={css`
              margin: 0;
              color: ${theme.colors.red};
            `}
          >
            {failure}
          </p>
        )}
        {shown && <RevealShare key={`share-${shown.purchaseItemId}`} purchaseItemId={shown.purchaseItemId} keyName={shown.key.name[language]} />}
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 8px;
            justify-content: center;
          `}
        >
          {next && (
            <Button size="lg" onClick={() => void reveal()} disabled={busy !== null} aria-busy={busy === 'one' || undefined} data-testid="reveal-button">
              {busy === 'one' ? t('purchase.revealing') : shown ? t('purchase.revealNext') : t('purchase.reveal')}
            </Button>
          )}
          {next && hiddenOfPurchase > 1 && (
            <Button
              size="lg"
              variant="secondary"
              onClick={() => void revealRest()}
              disabled={busy !== null}
              aria-busy={busy === 'all' || undefined}
              aria-describedby="reveal-all-hint"
              data-testid="reveal-all-button"
            >
              {busy === 'all' ? t('revealAll.revealingAll') : t('revealAll.revealAll', { count: hiddenOfPurchase })}
            </Button>
          )}
          {next && hiddenOfPurchase > 1 && (
            <p
              id="reveal-all-hint"
              css={css`
                flex-basis: 100%;
                margin: 0;
                font-size: 13px;
                color: ${theme.colors.gray600};
              `}
            >
              {t('revealAll.revealAllHint')}
            </p>
          )}
          {!next && resultsOf !== null && (
            <Button size="lg" to={totalPath(resultsOf)} data-testid="reveal-see-total">
              {t('purchase.seeTotal')}
            </Button>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
