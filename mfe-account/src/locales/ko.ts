import { signUpText } from '../features/sign-up/text';
import { profileText } from '../features/profile/text';
import { notificationsText } from '../features/notifications/text';
import { notificationSettingsText } from '../features/notification-settings/text';
import { cabinetResetText } from '../features/cabinet-reset/text';
import { verificationText } from '../features/verification/text';
import { deactivationText } from '../features/deactivation/text';
import { coinsText } from '../features/coins/text';
import { couponsText } from '../features/coupons/text';
import { purchasesText } from '../features/purchases/text';
import { preRegistrationText } from '../features/pre-registration/text';
import { monthlyText } from '../features/monthly/text';
import { eventsText } from '../features/events/text';

export const ko = {
  pages: {
    login: '로그인',
    signUp: '회원가입',
    policyAgree: '약관 동의',
    policy: '이용약관',
    privacy: '개인정보 처리방침',
    cabinetPassword: '캐비닛 비밀번호',
    signupSuccess: '가입 완료',
    findIds: '아이디 찾기',
    loginSuccess: '로그인 완료',
    loginError: '로그인 오류',
    logoutSuccess: '로그아웃 완료',
    my: '내 정보',
    coins: '골드',
    coupons: '쿠폰',
    notifications: '알림',
    settings: '계정 설정',
    deactivate: '회원 탈퇴',
    preReservation: '사전 예약',
  },
  login: {
    subtitle: '사용하실 계정을 선택해 주세요.',
    loadingProviders: '로그인 방법을 불러오는 중',
    continueWith: '{{name, 으로/로}} 계속하기',
    redirecting: '이동 중…',
    noProviders: '지금 사용할 수 있는 로그인 방법이 없습니다. 잠시 후 다시 시도해 주세요.',
    startFailed: '로그인을 시작하지 못했습니다. 다시 시도해 주세요.',
    providerNames: {
      apple: 'Apple',
      google: 'Google',
      facebook: 'Facebook',
      kakao: '카카오',
      naver: '네이버',
      local: '로컬 테스트 계정',
    },
    errors: {
      OAuthCallbackError: '로그인 서비스에서 돌아오는 중 문제가 생겼습니다. 다시 시도해 주세요.',
      AccountNotLinkedError: '이 이메일은 다른 로그인 방법으로 가입되어 있습니다. 처음 가입한 방법으로 로그인해 주세요.',
      SessionRequired: '로그인이 필요합니다. 로그인 후 보던 페이지로 돌아갑니다.',
      generic: '로그인하지 못했습니다. 다시 시도해 주세요.',
    },
  },
  loginSuccess: {
    checking: '로그인 상태를 확인하는 중',
    welcome: '{{name}}님, 환영합니다!',
    signedInAs: '{{email}} 계정으로 로그인했습니다.',
    signOut: '로그아웃',
    signingOut: '로그아웃 중…',
    signOutFailed: '로그아웃하지 못했습니다. 다시 시도해 주세요.',
    notSignedInTitle: '로그인되어 있지 않습니다',
    notSignedIn: '로그인이 완료되지 않았습니다. 다시 로그인해 주세요.',
  },
  logoutSuccess: {
    message: '로그아웃되었습니다. 다음에 또 만나요!',
    signInAgain: '다시 로그인하기',
  },
  signUp: signUpText.ko,
  profile: profileText.ko,
  notifications: notificationsText.ko,
  notificationSettings: notificationSettingsText.ko,
  cabinetReset: cabinetResetText.ko,
  verification: verificationText.ko,
  deactivation: deactivationText.ko,
  coins: coinsText.ko,
  coupons: couponsText.ko,
  purchases: purchasesText.ko,
  preRegistration: preRegistrationText.ko,
  monthly: monthlyText.ko,
  events: eventsText.ko,
};
