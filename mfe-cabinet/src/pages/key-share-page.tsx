import { KeyShare } from '../features/share/components/key-share';

/** `/key?id=<designId>`: a shared KEY. */
export default function KeySharePage() {
  return <KeyShare param="id" />;
}
