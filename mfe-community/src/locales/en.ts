import type { EnglishPlurals } from 'shared-ui';
import { commentsTextEn } from './en/comments';
import { communityTextEn } from './en/community';
import { postsTextEn } from './en/posts';
import { profileTextEn } from './en/profile';
import type { ko } from './ko';

/** The community namespace (en), with `key_one` beside every counted `key_other`. */
export const en: EnglishPlurals<typeof ko> = {
  pages: {
    community: 'Community',
  },
  ...communityTextEn,
  ...postsTextEn,
  ...commentsTextEn,
  ...profileTextEn,
};
