const ko = {
  position: '{{index}} / {{total}}',
  imageAlt: '{{title}} 이미지',
  open: '자세히 보기',
  close: '닫기',
  hideToday: '오늘 하루 보지 않기',
  reward: {
    KEY: '보상: {{project}} KEY 1개 (무작위)',
    TICKET: '보상: 티켓 1장',
    claim: '보상 받기',
    claiming: '보상을 받는 중',
    claimed: '이미 받은 보상입니다.',
    gotKey: 'KEY를 받았습니다! 공개 페이지에서 확인해 보세요.',
    gotTicket: '티켓 1장을 받았습니다!',
    reveal: 'KEY 공개하기',
    tickets: '티켓 보러 가기',
    signIn: '로그인하고 보상 받기',
    signInHint: '보상은 로그인한 회원만 받을 수 있습니다.',
  },
};

export const eventPopupsText = {
  ko,
  en: {
    position: '{{index}} of {{total}}',
    imageAlt: 'Image of {{title}}',
    open: 'See more',
    close: 'Close',
    hideToday: "Don't show again today",
    reward: {
      KEY: 'Reward: one KEY of {{project}} (random)',
      TICKET: 'Reward: one ticket',
      claim: 'Claim the reward',
      claiming: 'Claiming the reward',
      claimed: 'You have claimed this reward.',
      gotKey: 'You received a KEY! Reveal it on the reveal page.',
      gotTicket: 'You received a ticket!',
      reveal: 'Reveal the KEY',
      tickets: 'See my tickets',
      signIn: 'Sign in to claim the reward',
      signInHint: 'Only signed-in members can claim the reward.',
    },
  } satisfies typeof ko,
};
