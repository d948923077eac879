import { MarketRegister } from '../features/market/components/market-register';

export default function MarketRegisterPage() {
  return <MarketRegister />;
}
