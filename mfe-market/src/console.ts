import type { ConsoleSection } from 'shared-ui';

/**
 * The market's staff console sections (`./console`, beside `./routes`): the shell's console table lists them by id,
 * and the refund remote's console frame shows each as a tab, loading its chunk when the tab first opens.
 */
export const sections: ConsoleSection[] = [
  {
    id: 'studio',
    owner: 'market',
    title: { ko: '카탈로그 스튜디오', en: 'Catalogue studio' },
    roles: ['admin', 'editor'],
    load: () => import('./features/studio/studio-section'),
  },
];
