import { ShowcaseSettings } from '../features/showcase/components/showcase-settings';

/** `/cabinet/showcase` (members): the public showcase's switch and KEYs. */
export default function ShowcasePage() {
  return <ShowcaseSettings />;
}
