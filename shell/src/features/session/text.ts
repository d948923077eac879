/** Text of the session rules (the shell's own, in both languages). */
const ko = {
  suspendedTitle: '이용이 제한된 계정',
  confirm: '확인',
};

export const sessionText = { ko, en: { suspendedTitle: 'Account restricted', confirm: 'OK' } satisfies typeof ko };
