import { RevealTotal } from '../features/purchase/components/reveal-total';

export default function RevealTotalPage() {
  return <RevealTotal />;
}
