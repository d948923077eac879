const ko = {
  like: '좋아요',
  count: '좋아요 {{count}}',
  failed: '좋아요를 저장하지 못했습니다. 다시 시도해 주세요.',
};

export const likesText = {
  ko,
  en: {
    like: 'Like',
    count: '{{count}} likes',
    failed: 'Your like was not saved. Please try again.',
  } satisfies typeof ko,
};
