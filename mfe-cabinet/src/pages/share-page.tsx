import { KeyShare } from '../features/share/components/key-share';

/** `/share?keyId=<designId>`: a shared KEY. */
export default function SharePage() {
  return <KeyShare param="keyId" />;
}
