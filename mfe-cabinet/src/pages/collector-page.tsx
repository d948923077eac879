import { CollectorShowcase } from '../features/showcase/components/collector-showcase';

/** `/collector/<nickname>` (public): a member's showcase. */
export default function CollectorPage() {
  return <CollectorShowcase />;
}
