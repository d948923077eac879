/** The cabinet-reset feature's texts in the account namespace (key `cabinetReset`); en has the same keys as ko. */
const ko = {
  section: {
    title: '캐비닛 비밀번호',
    lead: '캐비닛 비밀번호를 잊으셨나요? 계정 이메일로 재설정 링크를 보내 드립니다. 링크는 1시간 동안 유효하며 한 번만 사용할 수 있습니다.',
    send: '이메일로 캐비닛 비밀번호 재설정',
    sendAgain: '링크 다시 보내기',
    sending: '보내는 중…',
    sent: '{{email, 으로/로}} 링크를 보냈습니다. 링크는 1시간 동안 유효합니다.',
  },
  reset: {
    title: '캐비닛 비밀번호 재설정',
    checking: '재설정 링크를 확인하는 중',
    lead: '새 캐비닛 비밀번호(숫자 6자리)를 두 번 입력해 주세요.',
    password: '새 캐비닛 비밀번호',
    confirm: '새 캐비닛 비밀번호 확인',
    submit: '비밀번호 변경',
    submitting: '변경하는 중…',
    restart: '재설정 다시 시작하기',
    goMain: '메인으로 가기',
    doneTitle: '비밀번호가 변경되었습니다',
    done: '새 캐비닛 비밀번호가 저장되었습니다. 이제 새 비밀번호를 사용해 주세요.',
    expiredTitle: '링크가 만료되었습니다',
    noMatchTitle: '계정을 찾을 수 없습니다',
  },
};

export const cabinetResetText = {
  ko,
  en: {
    section: {
      title: 'Cabinet password',
      lead: 'Forgot your cabinet password? We will e-mail a reset link to your account address. The link is valid for 1 hour and works once.',
      send: 'Reset cabinet password by e-mail',
      sendAgain: 'Send the link again',
      sending: 'Sending…',
      sent: 'We sent a link to {{email}}; it is valid for 1 hour.',
    },
    reset: {
      title: 'Reset cabinet password',
      checking: 'Checking the reset link',
      lead: 'Enter your new cabinet password (6 digits) twice.',
      password: 'New cabinet password',
      confirm: 'Confirm the new cabinet password',
      submit: 'Change password',
      submitting: 'Changing…',
      restart: 'Restart the reset',
      goMain: 'Go to main',
      doneTitle: 'Password changed',
      done: 'Your new cabinet password is saved. Use it from now on.',
      expiredTitle: 'Link expired',
      noMatchTitle: 'No matching account',
    },
  } satisfies typeof ko,
};
