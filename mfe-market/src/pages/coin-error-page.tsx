import { CoinError } from '../features/coin-payment/components/coin-callback';

export default function CoinErrorPage() {
  return <CoinError />;
}
