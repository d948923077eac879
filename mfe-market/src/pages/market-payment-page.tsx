import { MarketPayment } from '../features/market/components/market-payment';

export default function MarketPaymentPage() {
  return <MarketPayment />;
}
