/** Reveal all of a purchase, and sharing a revealed KEY (issue 15 B). */
const ko = {
  revealAll: '남은 {{count}}개 모두 공개',
  revealAllHint: '이 구매의 공개되지 않은 KEY를 한 번에 모두 공개합니다.',
  revealingAll: '모두 공개하는 중…',
  share: '공유하기',
  shareKey: '{{name}} 공유하기',
  shareUnavailable: '공유 링크를 불러오지 못했습니다.',
};

export const revealAllText = {
  ko,
  en: {
    revealAll: 'Reveal all {{count}} left',
    revealAllHint: 'Reveals every KEY of this purchase still hidden, at once.',
    revealingAll: 'Revealing all…',
    share: 'Share',
    shareKey: 'Share {{name}}',
    shareUnavailable: 'The share link could not be loaded.',
  } satisfies typeof ko,
};
