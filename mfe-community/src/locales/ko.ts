import { commentsTextKo } from './ko/comments';
import { communityTextKo } from './ko/community';
import { postsTextKo } from './ko/posts';
import { profileTextKo } from './ko/profile';

/** The community namespace (ko): one file per feature, merged at the top level (`list.title`, `card.like`, ...). */
export const ko = {
  pages: {
    community: '커뮤니티',
  },
  ...communityTextKo,
  ...postsTextKo,
  ...commentsTextKo,
  ...profileTextKo,
};
