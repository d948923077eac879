import { RevealFlow } from '../features/purchase/components/reveal-flow';

export default function RevealPage() {
  return <RevealFlow />;
}
