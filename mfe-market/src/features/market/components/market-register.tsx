import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isErrorCode, marketFeeBreakdown, marketPriceFormSchema } from 'shared-contract';
import { ApiError, useAttemptKey, useClosedAction, useSessionStore } from 'shared-session';
import {
  Button,
  ClosedActionNote,
  Dialog,
  EmptyState,
  ErrorState,
  KeyLockCountdown,
  PageContainer,
  Skeleton,
  formatGold,
  formatKst,
  theme,
  useLanguage,
} from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { keySetQueryKey } from '../../../api/get-key-set';
import { useMarketFee } from '../api/get-market-fee';
import { myItemsQueryKey, useMyItems } from '../../../api/get-my-items';
import { MY_KEYS_QUERY_KEY, useMyKeys } from '../api/get-my-keys';
import { registerListing } from '../api/register-listing';
import { useIdParam } from '../../../hooks/use-id-param';
import { PriceGuidance } from '../price/price-guidance';
import { FeeBreakdown } from '../../../components/fee-breakdown';
import { alertStyle, noteStyle } from '../../../components/panel-styles';
import { KeyItemPanel } from './key-item-panel';

/** The typed price as whole Gold, or null with the rule's message. */
const parsePrice = (raw: string) => {
  const parsed = marketPriceFormSchema.safeParse({ priceGold: raw.trim() === '' ? Number.NaN : raw.replace(/,/g, '').trim() });
  return parsed.success ? parsed.data.priceGold : null;
};

/**
 * `/market/register?keyItemId=N`: the price (the shared rule), the live fee breakdown (price, creator earnings,
 * service fee, what the seller receives), a confirm dialog, then back to the KEY's details. While the service
 * terminates sale is stopped: the breakdown can still be read, List is disabled and says so.
 */
export function MarketRegister() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keyItemId = useIdParam('keyItemId');
  const status = useSessionStore((state) => state.status);
  const signedIn = status === 'authenticated';
  const myKeys = useMyKeys(signedIn);
  const owned = myKeys.data?.items.find((item) => item.keyItemId === keyItemId) ?? null;
  const designId = owned?.key.id ?? 0;
  const items = useMyItems(designId, signedIn && owned !== null);
  const fee = useMarketFee();
  const attempt = useAttemptKey();
  const closed = useClosedAction('sale');
  const ids = { price: useId(), hint: useId(), error: useId(), closed: useId() };
  const [raw, setRaw] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const frame = { title: t('market.register.title'), subtitle: t('market.register.subtitle'), width: 'narrow' as const };
  if (!signedIn || myKeys.isPending || fee.isPending || (owned !== null && items.isPending)) {
    return (
      <PageContainer {...frame}>
        <div
          aria-busy="true"
          data-testid="register-loading"
          css={css`
            display: grid;
            gap: 12px;
          `}
        >
          <Skeleton height={96} radius={12} />
          <Skeleton height={160} radius={12} />
        </div>
      </PageContainer>
    );
  }
  const failed = [myKeys, fee, items].find((query) => query.isError);
  if (failed?.error) {
    return (
      <PageContainer {...frame}>
        <ErrorState error={failed.error} title={t('market.register.loadFailed')} onRetry={() => void failed.refetch()} />
      </PageContainer>
    );
  }
  const state = items.data?.items.find((item) => item.keyItemId === keyItemId);
  if (!owned || !state || !fee.data) {
    return (
      <PageContainer {...frame}>
        <EmptyState
          title={t('market.register.notYours')}
          description={t('market.register.notYoursHint')}
          action={<Button to="/my/cabinet">{t('market.payment.toCabinet')}</Button>}
          data-testid="register-not-yours"
        />
      </PageContainer>
    );
  }

  const price = parsePrice(raw);
  const breakdown = price === null ? null : marketFeeBreakdown(price, fee.data.feePercent, fee.data.creatorPercent);
  const priceError = touched && price === null ? errorMessage('MARKET_PRICE_INVALID', language) : null;
  const blocked = state.listing
    ? t('market.register.alreadyListed', { amount: formatGold(state.listing.priceGold, language) })
    : state.transferInProgress
      ? errorMessage('TRANSFER_IN_PROGRESS', language)
      : state.lockedUntil
        ? t('market.owner.locked', { date: formatKst(state.lockedUntil, 'dateMinute', language) })
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setProblem(null);
    if (price !== null && !blocked && !closed) setConfirming(true);
  };

  const list = async () => {
    if (price === null) return;
    const request = { keyItemId: owned.keyItemId, priceGold: price };
    setBusy(true);
    try {
      await registerListing(request, attempt.keyFor(request));
      attempt.settle();
      void queryClient.invalidateQueries({ queryKey: myItemsQueryKey(designId) });
      void queryClient.invalidateQueries({ queryKey: keySetQueryKey(designId) });
      void queryClient.invalidateQueries({ queryKey: MY_KEYS_QUERY_KEY });
      void navigate(`/key/details?id=${designId}`);
    } catch (error) {
      attempt.settle(error);
      const apiError = error instanceof ApiError ? error : null;
      const unlocksAt = typeof apiError?.details?.unlocksAt === 'string' ? apiError.details.unlocksAt : null;
      setProblem(
        apiError?.code === 'KEY_LOCKED_FOR_SALE' && unlocksAt
          ? `${apiError.message} ${t('market.owner.locked', { date: formatKst(unlocksAt, 'dateMinute', language) })}`
          : (apiError?.message ?? errorMessage('TEMPORARY_ERROR', language)),
      );
      if (apiError && isErrorCode(apiError.code)) void items.refetch();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <PageContainer {...frame}>
      <div
        css={css`
          display: grid;
          gap: 16px;
        `}
      >
        <KeyItemPanel design={owned.key} serialNo={owned.serialNo} data-testid="register-key-name" />
        {blocked && (
          <p role="status" css={alertStyle} data-testid="register-blocked">
            {blocked}
          </p>
        )}
        {!state.listing && !state.transferInProgress && state.lockedUntil ? (
          <KeyLockCountdown until={state.lockedUntil} onUnlocked={() => void items.refetch()} />
        ) : null}
        <PriceGuidance designId={designId} />
        <form
          noValidate
          onSubmit={submit}
          css={css`
            display: grid;
            gap: 16px;
          `}
        >
          <div
            css={css`
              display: grid;
              gap: 6px;
            `}
          >
            <label
              htmlFor={ids.price}
              css={css`
                font-weight: 700;
              `}
            >
              {t('market.register.price')}
            </label>
            <input
              id={ids.price}
              inputMode="numeric"
              autoComplete="off"
              value={raw}
              onChange={(event) => setRaw(event.target.value)}
              onBlur={() => setTouched(true)}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? `${ids.hint} ${ids.error}` : ids.hint}
              data-testid="register-price"
              css={css`
                height: 48px;
                padding: 0 12px;
                font-size: 16px;
                border: 1px solid ${priceError ? theme.colors.red : theme.colors.gray300};
                border-radius: ${theme.radius.sm}px;
                &:focus-visible {
                  outline: 3px solid ${theme.colors.focus};
                  outline-offset: 1px;
                }
              `}
            />
            <span
              id={ids.hint}
              css={[
                noteStyle,
                css`
                  font-size: 13px;
                `,
              ]}
            >
              {t('market.register.priceHint', { min: formatGold(fee.data.minPriceGold, language), max: formatGold(fee.data.maxPriceGold, language) })}
            </span>
            {priceError && (
              <span
                id={ids.error}
                role="alert"
                css={css`
                  color: ${theme.colors.red};
                  font-size: 13px;
                `}
                data-testid="register-price-error"
              >
                {priceError}
              </span>
            )}
          </div>
          <FeeBreakdown breakdown={breakdown ?? marketFeeBreakdown(0, fee.data.feePercent, fee.data.creatorPercent)} />
          {problem && (
            <p role="alert" css={alertStyle} data-testid="register-error">
              {problem}
            </p>
          )}
          {closed && <ClosedActionNote id={ids.closed} code={closed} data-testid="register-closed" />}
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={busy || blocked !== null || closed !== null}
            aria-busy={busy || undefined}
            aria-describedby={closed ? ids.closed : undefined}
            data-testid="register-submit"
          >
            {busy ? t('market.register.registering') : t('market.register.submit')}
          </Button>
        </form>
      </div>
      <Dialog
        open={confirming}
        title={t('market.register.confirmTitle')}
        confirmLabel={busy ? t('market.register.registering') : t('market.register.confirm')}
        cancelLabel={t('market.register.cancel')}
        onConfirm={() => void list()}
        onClose={() => setConfirming(false)}
        busy={busy}
        data-testid="register-confirm"
      >
        {breakdown
          ? t('market.register.confirmBody', {
              serial: owned.serialNo,
              price: formatGold(breakdown.priceGold, language),
              receive: formatGold(breakdown.sellerGold, language),
            })
          : null}
      </Dialog>
    </PageContainer>
  );
}
