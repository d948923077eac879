import type { ConsoleSectionProps } from 'shared-ui';
import { Studio } from './components/studio';
import { addStudioTexts } from './locales/add-studio-texts';

// The studio's texts come with this chunk (the console's `./console` loads it when the tab first opens).
addStudioTexts();

/** The catalogue studio's console section (`./console`, id `studio`). */
export default function StudioSection({ staff }: ConsoleSectionProps) {
  return <Studio staff={staff} />;
}
