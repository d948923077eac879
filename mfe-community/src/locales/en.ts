import type { ko } from './ko';

export const en: typeof ko = {
  pages: {
    community: 'Community',
  },
};
