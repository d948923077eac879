import { css } from '@emotion/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { approxKrw, errorMessage, goldAmountFormSchema, goldAmountProblem, goldPriceUsdCents, type GoldAmountForm } from 'shared-contract';
import { ApiError, useClosedAction } from 'shared-session';
import { Button, ClosedActionNote, ErrorState, formatGold, formatUsd, mq, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { schemaResolver } from '../../../utils/schema-resolver';
import { errorTextStyle, hintStyle, sectionStyle, sectionTitleStyle, textInputStyle } from '../../../components/card-styles';
import { useBuyGold, useCoinPrice, usePaymentProviders } from '../api/coins-api';

const resolver = schemaResolver<GoldAmountForm, GoldAmountForm>(goldAmountFormSchema);
const CLOSED_NOTE_ID = 'gold-shop-closed';

const gridStyle = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
const packageStyle = css`
  box-sizing: border-box;
  display: grid;
  gap: 2px;
  width: 100%;
  min-height: 88px;
  padding: 12px;
  font: inherit;
  text-align: left;
  border: 1px solid ${theme.colors.gray300};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  color: ${theme.colors.gray900};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${theme.colors.pink};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;
/**
 * Gold packages and a custom amount (same rules as the api), paid by card through the provider's checkout. While
 * the service terminates, Gold purchase is stopped: every buy button is disabled and says so.
 */
export function GoldShop() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const price = useCoinPrice();
  const providers = usePaymentProviders();
  const buy = useBuyGold();
  const closed = useClosedAction('goldPurchase');
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<GoldAmountForm>({ resolver, defaultValues: { gold: '' } });

  if (price.isPending || providers.isPending) {
    return (
      <section css={sectionStyle} aria-busy="true" aria-label={t('coins.packagesTitle')}>
        <Skeleton height={88} />
      </section>
    );
  }
  if (!price.data || !providers.data) {
    return (
      <ErrorState
        error={price.error ?? providers.error}
        title={t('coins.errorTitle')}
        onRetry={() => void Promise.all([price.refetch(), providers.refetch()])}
      />
    );
  }
  const provider = providers.data[0];
  const busy = buy.isPending || buy.isSuccess;
  const unavailable = !provider || busy || closed !== null;
  const start = (gold: number) => {
    if (provider && !busy && !closed) buy.mutate({ gold, providerId: provider.id });
  };
  const typed = watch('gold').trim();
  const typedGold = /^\d+$/.test(typed) && goldAmountProblem(Number(typed)) === null ? Number(typed) : null;
  const fieldCode = errors.gold?.message;
  const buyError = buy.error ? (buy.error instanceof ApiError ? buy.error.message : errorMessage('TEMPORARY_ERROR', language)) : null;

  return (
    <section css={sectionStyle} aria-labelledby="gold-shop-title">
      <h2 id="gold-shop-title" css={sectionTitleStyle}>
        {t('coins.packagesTitle')}
      </h2>
      <p
        role="note"
        data-testid="gold-cash-notice"
        css={css`
          margin: 0 0 12px;
          font-weight: 700;
          color: ${theme.colors.gray900};
        `}
      >
        {t('coins.notice')}
      </p>
      {closed ? (
        <ClosedActionNote
          id={CLOSED_NOTE_ID}
          code={closed}
          css={css`
            margin: 0 0 12px;
          `}
          data-testid="gold-closed"
        />
      ) : null}
      {!provider && (
        <p role="alert" css={errorTextStyle}>
          {t('coins.noProvider')}
        </p>
      )}
      <ul css={gridStyle} aria-label={t('coins.packagesTitle')}>
        {price.data.packages.map((item) => {
          // What the button shows, line by line; its name is the same words (WCAG 2.5.3 label in name). The spaces
          // between the lines (not drawn in a grid) keep its text content words apart, as the name has them.
          const lines = [
            t('coins.packageGold', { amount: formatGold(item.gold, language) }),
            formatUsd(item.usdCents),
            t('coins.approxKrw', { krw: formatGold(item.approxKrw, 'ko') }),
          ] as const;
          return (
            <li key={item.gold}>
              <button
                type="button"
                css={packageStyle}
                disabled={unavailable}
                aria-describedby={closed ? CLOSED_NOTE_ID : undefined}
                onClick={() => start(item.gold)}
                aria-label={lines.join(', ')}
                data-testid={`gold-package-${item.gold}`}
              >
                <strong
                  css={css`
                    font-size: 17px;
                  `}
                >
                  {lines[0]}
                </strong>{' '}
                <span
                  css={css`
                    font-size: 15px;
                    font-weight: 600;
                  `}
                >
                  {lines[1]}
                </span>{' '}
                <span
                  css={css`
                    font-size: 13px;
                    color: ${theme.colors.gray600};
                  `}
                >
                  {lines[2]}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <form
        noValidate
        onSubmit={(event) => void handleSubmit(({ gold }) => start(Number(gold)))(event)}
        css={css`
          margin-top: 20px;
        `}
        data-testid="gold-custom-form"
      >
        <h3
          css={css`
            margin: 0 0 8px;
            font-size: 16px;
          `}
        >
          {t('coins.customTitle')}
        </h3>
        <label
          htmlFor="gold-custom-input"
          css={css`
            display: block;
            margin: 0 0 6px;
            font-size: 14px;
            font-weight: 600;
          `}
        >
          {t('coins.customLabel')}
        </label>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 8px;
          `}
        >
          <input
            id="gold-custom-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="800"
            css={[
              textInputStyle,
              css`
                flex-basis: 160px;
              `,
            ]}
            {...register('gold', { onChange: () => buy.reset() })}
            aria-invalid={fieldCode ? true : undefined}
            aria-describedby={['gold-custom-hint', fieldCode ? 'gold-custom-error' : null].filter(Boolean).join(' ')}
            data-testid="gold-custom-input"
          />
          <Button type="submit" disabled={unavailable} aria-describedby={closed ? CLOSED_NOTE_ID : undefined} data-testid="gold-custom-submit">
            {t('coins.customSubmit')}
          </Button>
        </div>
        <p id="gold-custom-hint" css={hintStyle}>
          {t('coins.customHint')}
        </p>
        <div aria-live="polite">
          {fieldCode ? (
            <p id="gold-custom-error" role="alert" css={errorTextStyle} data-testid="gold-custom-error">
              {errorMessage(fieldCode, language)}
            </p>
          ) : null}
          {typedGold !== null && !fieldCode ? (
            <p css={hintStyle} data-testid="gold-custom-price">
              {t('coins.customPrice', { usd: formatUsd(goldPriceUsdCents(typedGold)), krw: formatGold(approxKrw(goldPriceUsdCents(typedGold)), 'ko') })}
            </p>
          ) : null}
        </div>
      </form>
      <div
        aria-live="polite"
        css={css`
          margin-top: 12px;
        `}
      >
        {busy ? (
          <p role="status" css={hintStyle} data-testid="gold-redirecting">
            {t('coins.redirecting')}
          </p>
        ) : null}
        {buyError ? (
          <p role="alert" css={errorTextStyle} data-testid="gold-buy-error">
            {buyError}
          </p>
        ) : null}
      </div>
      <p css={hintStyle}>{t('coins.cardNotice')}</p>
    </section>
  );
}
