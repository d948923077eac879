const ko = {
  title: 'KEY 공유',
  project: '프로젝트',
  details: 'KEY 상세 보기',
  copyLink: '링크 복사',
  share: '공유하기',
  shareText: '{{name}} · {{project}} | KEYS',
  notFound: 'KEY를 찾을 수 없습니다.',
  notFoundHint: '링크가 올바른지 확인해 주세요.',
  toMain: '메인으로',
  loadFailed: 'KEY를 불러오지 못했습니다.',
  supply: '총 {{total}}개 발행',
};

export const shareText = {
  ko,
  en: {
    title: 'Share a KEY',
    project: 'Project',
    details: 'View KEY details',
    copyLink: 'Copy link',
    share: 'Share',
    shareText: '{{name}} · {{project}} | KEYS',
    notFound: 'This KEY does not exist.',
    notFoundHint: 'Please check the link.',
    toMain: 'To the main page',
    loadFailed: 'The KEY could not be loaded.',
    supply: '{{total}} issued',
  } satisfies typeof ko,
};
