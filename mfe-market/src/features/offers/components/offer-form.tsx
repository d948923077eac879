import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, offerAmountFormSchema, type DesignOffers } from 'shared-contract';
import { ApiError, useAttemptKey } from 'shared-session';
import { Button, formatGold, useLanguage } from 'shared-ui';
import { GoldAmountField } from '../../../components/gold-amount-field';
import { NAMESPACE } from '../../../namespace';
import { RefundConsent, useRefundConsent } from '../../../components/refund-consent';
import { alertStyle } from '../../../components/panel-styles';
import { makeOffer } from '../api/offer-actions';

/** The typed amount as whole Gold, or null (the api's rule, OFFER_AMOUNT_INVALID). */
const parseAmount = (raw: string) => {
  const parsed = offerAmountFormSchema.safeParse({ amountGold: raw.trim() === '' ? Number.NaN : raw.replace(/,/g, '').trim() });
  return parsed.success ? parsed.data.amountGold : null;
};

interface OfferFormProps {
  keyItemId: number;
  serialNo: number;
  offers: DesignOffers;
  onDone: (amountGold: number) => void;
  onClose: () => void;
}

/** An offer on one KEY: the amount (the api's rule, within the Gold still available) and the refund-policy tick. */
export function OfferForm({ keyItemId, serialNo, offers, onDone, onClose }: OfferFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const attempt = useAttemptKey();
  const consent = useRefundConsent();
  const [raw, setRaw] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const amount = parseAmount(raw);
  const tooMuch = amount !== null && amount > offers.gold.available;
  const amountError =
    touched && amount === null ? errorMessage('OFFER_AMOUNT_INVALID', language) : touched && tooMuch ? errorMessage('INSUFFICIENT_GOLD', language) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setProblem(null);
    if (amount === null || tooMuch || !consent.confirm()) return;
    const request = { keyItemId, amountGold: amount, agreeRefundPolicy: true };
    setBusy(true);
    try {
      await attempt.send(request, (key) => makeOffer(request, key));
      onDone(amount);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : errorMessage('TEMPORARY_ERROR', language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('offers.formLabel', { serial: serialNo })}
      data-testid="offer-form"
      css={css`
        display: grid;
        gap: 12px;
      `}
    >
      <GoldAmountField
        label={t('offers.amount')}
        hint={t('offers.amountHint', {
          min: formatGold(offers.minGold, language),
          max: formatGold(offers.maxGold, language),
          available: formatGold(offers.gold.available, language),
        })}
        error={amountError}
        input={{ value: raw, onChange: (event) => setRaw(event.target.value), onBlur: () => setTouched(true), 'data-testid': 'offer-amount' }}
        errorTestId="offer-amount-error"
      />
      <RefundConsent {...consent.props} testIdPrefix="offer" />
      {problem && (
        <p role="alert" css={alertStyle} data-testid="offer-error">
          {problem}
        </p>
      )}
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 8px;
        `}
      >
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid="offer-submit">
          {busy ? t('offers.sending') : amount === null ? t('offers.submitPlain') : t('offers.submit', { amount: formatGold(amount, language) })}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {t('offers.close')}
        </Button>
      </div>
    </form>
  );
}
