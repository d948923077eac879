import type { EnglishPlurals } from 'shared-ui';
import type { profileTextKo } from '../ko/profile';

/** The community profile and the member's posts (en). */
export const profileTextEn: EnglishPlurals<typeof profileTextKo> = {
  profile: {
    title: 'Community profile',
    intro: 'Shown beside your posts and comments in every community.',
    preview: 'Preview',
    nickname: 'Community nickname',
    nicknameHint: '3 to 20 Korean letters, English letters or digits',
    useAccountNickname: 'Use my account nickname ({{nickname}})',
    useAccountNicknameNone: 'Use my account nickname',
    image: 'Profile image',
    noImage: 'Default (initial)',
    uploadChoice: 'Uploaded image {{index}}',
    noChoices: 'You have no KEYs or uploaded images yet.',
    upload: 'Upload a new image',
    uploading: 'Uploading…',
    uploadHint: 'JPG or PNG, up to 10 MB',
    uploaded: 'The image is uploaded. Save to use it.',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Your community profile is saved.',
    signInTitle: 'Login needed.',
    signInText: 'Sign in to set up your community profile.',
  },
  my: {
    title: 'My posts',
    empty: 'You have not written any posts yet.',
    loadMore: 'Load more',
    images_one: '{{count}} image',
    images_other: '{{count}} images',
    likes_one: '{{count}} like',
    likes_other: '{{count}} likes',
    comments_one: '{{count}} comment',
    comments_other: '{{count}} comments',
    hidden: 'Hidden',
    signInTitle: 'Login needed.',
    signInText: 'Sign in to see your posts.',
  },
};
