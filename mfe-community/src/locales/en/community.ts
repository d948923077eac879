import type { EnglishPlurals } from 'shared-ui';
import type { communityTextKo } from '../ko/community';

/** The community list, a community's header and its access messages (en). */
export const communityTextEn: EnglishPlurals<typeof communityTextKo> = {
  list: {
    title: 'Communities',
    intro: 'Where the owners of each project’s KEYs meet.',
    listLabel: 'Communities',
    myProfile: 'Community profile',
    myPosts: 'My posts',
    memberNav: 'My community activity',
    creator: 'by {{creator}}',
    postCount_one: '{{count}} post',
    postCount_other: '{{count}} posts',
    lastPost: 'Last post',
    noPosts: 'No posts yet',
    empty: 'There are no communities yet.',
    emptyHint: 'A community opens here when its project is published.',
    signInTitle: 'Sign in to enter the communities',
    signInText: 'Talk with other fans in the communities of the projects whose KEYs you own.',
  },
  state: {
    OPEN: 'Open',
    NOT_OPEN: 'Opens {{date}}',
    NOT_OPEN_UNDATED: 'Opening soon',
    CLOSED: 'Temporarily unavailable',
  },
  access: {
    OWNER: 'You can enter',
    STAFF: 'You can enter as staff',
    SIGN_IN: 'Sign in to enter',
    NO_KEY: 'For KEY owners only',
    NOT_OPEN: 'Not open yet',
    CLOSED: 'You cannot enter now',
  },
  header: {
    projectLink: 'View project',
    allCommunities: 'All communities',
  },
  gate: {
    noKeyHint: 'Buy a KEY of this project and you can enter right away.',
    buyKey: 'Buy a KEY',
    opensAt: 'It opens on {{date}}.',
    opensLater: 'The opening date will be announced.',
    closedHint: 'Please come back later.',
    signInHint: 'Sign in with an account that owns a KEY of this project.',
  },
  ban: {
    title: 'You are banned from communities',
    until: 'You are banned from communities until {{date}}.',
    permanent: 'You are banned from communities permanently.',
    reason: 'Reason: {{reason}}',
    readOnly: 'You can still read, but you cannot post, comment, like or report.',
  },
  signIn: 'Sign in',
  notFound: 'Page not found.',
  rarity: {
    common: 'Common',
    rare: 'Rare',
    epic: 'Epic',
    legendary: 'Legendary',
  },
};
