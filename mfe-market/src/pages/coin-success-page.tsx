import { CoinSuccess } from '../features/coin-payment/components/coin-callback';

export default function CoinSuccessPage() {
  return <CoinSuccess />;
}
