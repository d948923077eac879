import { useTranslation } from 'react-i18next';
import type { MarketCardConfirmResult } from 'shared-contract';
import { Button, MessagePage, TextMark, formatUsd } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

/** A market listing paid by card and confirmed: the KEY is in the member's cabinet (revealed already). */
export function ListingCardSuccess({ sale }: { sale: MarketCardConfirmResult }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <MessagePage
      mark={<TextMark>✓</TextMark>}
      title={t('market.payment.successTitle')}
      message={t('market.payment.cardSuccessBody', { serial: sale.serialNo, amount: formatUsd(sale.usdCents) })}
      data-testid="listing-card-success"
    >
      <Button to="/my/cabinet" data-testid="payment-to-cabinet">
        {t('market.payment.toCabinet')}
      </Button>
      <Button to={`/key/details?id=${sale.keyDesignId}`} variant="secondary">
        {t('market.payment.viewKey')}
      </Button>
    </MessagePage>
  );
}
