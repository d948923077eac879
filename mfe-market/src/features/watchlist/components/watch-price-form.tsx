import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  isErrorCode,
  WATCH_PRICE_MAX_GOLD,
  WATCH_PRICE_MIN_GOLD,
  watchPriceFormSchema,
  type WatchPriceForm,
  type WatchPriceFormInput,
} from 'shared-contract';
import { Button, formatGold, useLanguage } from 'shared-ui';
import { GoldAmountField } from '../../../components/gold-amount-field';
import { NAMESPACE } from '../../../namespace';

const resolver = zodResolver(watchPriceFormSchema);

interface WatchPriceFormProps {
  /** What the form is about, for its accessible name. */
  name: string;
  initialPriceGold: number | null;
  submitLabel: string;
  busy: boolean;
  /** The api's refusal (already in the page's language), shown under the field. */
  problem: string | null;
  onSubmit: (maxPriceGold: number | null) => void;
  onCancel: () => void;
}

/** The alert price of a watch: empty (every new listing) or whole Gold in the listing range, checked with the api's rule. */
export function WatchPriceForm({ name, initialPriceGold, submitLabel, busy, problem, onSubmit, onCancel }: WatchPriceFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WatchPriceFormInput, unknown, WatchPriceForm>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { maxPriceGold: initialPriceGold === null ? '' : String(initialPriceGold) },
  });
  const code = errors.maxPriceGold?.message;
  const fieldError = code ? errorMessage(isErrorCode(code) ? code : 'WATCH_PRICE_INVALID', language) : null;
  const shown = fieldError ?? problem;

  return (
    <form
      noValidate
      aria-label={t('watchlist.formLabel', { name })}
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values.maxPriceGold))(event)}
      css={css`
        display: grid;
        gap: 10px;
        max-width: 360px;
      `}
      data-testid="watch-form"
    >
      <GoldAmountField
        label={t('watchlist.price')}
        hint={t('watchlist.priceHint', { min: formatGold(WATCH_PRICE_MIN_GOLD, language), max: formatGold(WATCH_PRICE_MAX_GOLD, language) })}
        error={shown}
        input={{ ...register('maxPriceGold'), 'data-testid': 'watch-price' }}
        errorTestId="watch-price-error"
      />
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 8px;
        `}
      >
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid="watch-submit">
          {busy ? t('watchlist.saving') : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('watchlist.cancel')}
        </Button>
      </div>
    </form>
  );
}
