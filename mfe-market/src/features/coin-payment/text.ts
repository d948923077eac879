const ko = {
  confirming: '결제를 확인하는 중입니다…',
  successTitle: '골드 충전 완료',
  credited: '{{amount}} 골드가 충전되었습니다.',
  balance: '보유 골드: {{amount}} 골드',
  errorTitle: '골드 결제 실패',
  toCoins: '골드 페이지로',
  retry: '다시 확인',
  signIn: '로그인',
  missing: '결제 정보가 없습니다. 골드 페이지에서 다시 시도해 주세요.',
};

export const coinPaymentText = {
  ko,
  en: {
    confirming: 'Confirming your payment…',
    successTitle: 'Gold purchased',
    credited: '{{amount}} Gold has been added.',
    balance: 'Your Gold: {{amount}} Gold',
    errorTitle: 'Gold payment failed',
    toCoins: 'Go to my Gold',
    retry: 'Check again',
    signIn: 'Sign in',
    missing: 'No payment information. Please try again from the Gold page.',
  } satisfies typeof ko,
};
